; Intrinsics the subset does not know are outside it: nothing downstream could give them a meaning.
; test: parse-error unsupported intrinsic '@llvm.nvvm.shfl.sync.idx.i32'

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

; ==== expected output ====
; parse error: 4:13: unsupported intrinsic '@llvm.nvvm.shfl.sync.idx.i32'
