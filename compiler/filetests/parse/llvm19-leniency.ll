; What LLVM 19 accepts and seam reads the same way: numbered values that skip ahead (each at
; least the next number; printed renumbered), a reference to an attribute group the module
; never defines (no attributes), `alignstack(N)` on a parameter, and a kernel that returns a
; value (the launch drops it; LLVM 19's NVPTX back end cannot compile one: seam says so
; before asking it).
; test: roundtrip
; test: verify
; test: interpret
; launch: @k block=2 (out=i32[2] zero)
; expect: out: i32[2] = {3, 4}

define i32 @skip(i32 %3, i32) #7 {
5:
  %9 = add i32 %3, 1
  br label %12

12:
  %20 = add i32 %9, %4
  ret i32 %20
}

define i32 @stack(i32 alignstack(8) %x) {
  ret i32 %x
}

define ptx_kernel i32 @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @skip(i32 %t, i32 2)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p, align 4
  ret i32 %v
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; define i32 @skip(i32 %0, i32 %1) {
;   %3 = add i32 %0, 1
;   br label %4
;
; 4:
;   %5 = add i32 %3, %1
;   ret i32 %5
; }
;
; define i32 @stack(i32 alignstack(8) %x) {
;   ret i32 %x
; }
;
; define ptx_kernel i32 @k(ptr addrspace(1) %out) {
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %v = call i32 @skip(i32 %t, i32 2)
;   %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
;   store i32 %v, ptr addrspace(1) %p, align 4
;   ret i32 %v
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; launch at line 9:
;   out: i32[2] = {3, 4}
