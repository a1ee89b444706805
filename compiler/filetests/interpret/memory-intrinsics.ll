; memset, memcpy and an overlapping memmove; then an overlapping memcpy, which is undefined.
; test: interpret
; launch: @k (out=i8[8] zero, i1 false)
; expect: out: i8[8] = {7, 7, 7, 7, 7, 7, 1, 2}
; launch: @k (out=i8[8] zero, i1 true)
; expect-ub: overlapping-copy

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define ptx_kernel void @k(ptr addrspace(1) %out, i1 %bad) {
entry:
  %buf = alloca [8 x i8], align 1
  call void @llvm.memset.p0.i64(ptr %buf, i8 7, i64 8, i1 false)
  %b6 = getelementptr inbounds i8, ptr %buf, i64 6
  store i8 1, ptr %b6, align 1
  %b7 = getelementptr inbounds i8, ptr %buf, i64 7
  store i8 2, ptr %b7, align 1
  %b1 = getelementptr inbounds i8, ptr %buf, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr %buf, ptr %b1, i64 5, i1 false)
  br i1 %bad, label %overlap, label %copy

overlap:
  call void @llvm.memcpy.p0.p0.i64(ptr %buf, ptr %b1, i64 5, i1 false)
  br label %copy

copy:
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %out, ptr %buf, i64 8, i1 false)
  ret void
}

; ==== expected output ====
; launch at line 3:
;   out: i8[8] = {7, 7, 7, 7, 7, 7, 1, 2}
; launch at line 5:
;   ub: overlapping-copy: memcpy of 5 bytes within local allocation #2 overlaps itself at 29:3: @k, block %overlap, `call void @llvm.memcpy.p0.p0.i64(ptr %buf, ptr %b1, i64 5, i1 false)` (block (0,0,0), thread (0,0,0))
