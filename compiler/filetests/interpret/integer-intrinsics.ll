; Integer min/max/abs and the special registers of the grid.
; test: interpret
; launch: @k grid=3 block=2 (out=i32[6] zero)
; expect: out: i32[6] = {-3, 2, -3, 2, 3, 6}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nb = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %last = sub i32 %nb, 1
  %mine = icmp eq i32 %b, %last
  br i1 %mine, label %work, label %done

work:
  %m = call i32 @llvm.smin.i32(i32 -3, i32 %t)
  %u = call i32 @llvm.umax.i32(i32 %t, i32 2)
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  %i2 = add i32 %t, 2
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i2
  %first = icmp eq i32 %t, 0
  %v0 = select i1 %first, i32 %m, i32 %u
  store i32 %v0, ptr addrspace(1) %p0, align 4
  store i32 %v0, ptr addrspace(1) %p2, align 4
  br i1 %first, label %extra, label %done

extra:
  %a = call i32 @llvm.abs.i32(i32 -3, i1 true)
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 4
  store i32 %a, ptr addrspace(1) %p4, align 4
  %g = mul i32 %nb, %nt
  %p5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 5
  store i32 %g, ptr addrspace(1) %p5, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

; ==== expected output ====
; launch at line 3:
;   out: i32[6] = {-3, 2, -3, 2, 3, 6}
