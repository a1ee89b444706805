; Intrinsics the subset does not know are outside it: nothing downstream could give them a meaning.
; test: parse-error unsupported intrinsic '@llvm.nvvm.read.ptx.sreg.globaltimer'

declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()

; ==== expected output ====
; parse error: 4:13: unsupported intrinsic '@llvm.nvvm.read.ptx.sreg.globaltimer'
