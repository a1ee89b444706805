; split-link deals the definitions out into units and links them back: the locals another
; unit refers to come back external and hidden, `@tbl.x` under a PTX name (`tbl_x`); the
; local nothing refers to stays with the primary; every symbol is dso_local (the seed's
; restore); the launch observes the same.
; test: opt split-link<units=2>
; launch: @k grid=1 block=2 (out=i32[2] zero)

target triple = "nvptx64-nvidia-cuda"

@tbl.x = internal addrspace(1) global [2 x i32] [i32 10, i32 20], align 4
@alone = internal addrspace(1) global i32 1, align 4

define internal i32 @twice(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

define internal i32 @read(i32 %i) {
  %p = getelementptr inbounds [2 x i32], ptr addrspace(1) @tbl.x, i32 0, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  %r = call i32 @twice(i32 %v)
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @read(i32 %t)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: split-link<units=2>
; remark: split-link: linked (units) units=2
; target triple = "nvptx64-nvidia-cuda"
;
; @tbl_x = hidden addrspace(1) global [2 x i32] [i32 10, i32 20], align 4
; @alone = internal addrspace(1) global i32 1, align 4
;
; define hidden i32 @twice(i32 %x) {
;   %r = shl i32 %x, 1
;   ret i32 %r
; }
;
; define hidden i32 @read(i32 %i) {
;   %p = getelementptr inbounds [2 x i32], ptr addrspace(1) @tbl_x, i32 0, i32 %i
;   %v = load i32, ptr addrspace(1) %p, align 4
;   %r = call i32 @twice(i32 %v)
;   ret i32 %r
; }
;
; define dso_local ptx_kernel void @k(ptr addrspace(1) %out) {
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %v = call i32 @read(i32 %t)
;   %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
;   store i32 %v, ptr addrspace(1) %p, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
