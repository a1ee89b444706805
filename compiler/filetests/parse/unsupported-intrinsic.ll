; Intrinsics the subset does not know are outside it: nothing downstream could give them a meaning.
; test: parse-error unsupported intrinsic '@llvm.nvvm.mbarrier.init.shared'

declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)

; ==== expected output ====
; parse error: 4:14: unsupported intrinsic '@llvm.nvvm.mbarrier.init.shared'
