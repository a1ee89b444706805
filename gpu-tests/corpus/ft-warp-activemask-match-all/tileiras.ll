; launch: @k block=40 (out=i32[160] zero)
; seam-gpu case ft-warp-activemask-match-all variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %am = call i32 @llvm.nvvm.activemask()
  %r1 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %am, i32 7)
  %m1 = extractvalue { i32, i1 } %r1, 0
  %p1 = extractvalue { i32, i1 } %r1, 1
  %par = and i32 %t, 1
  %par64 = zext i32 %par to i64
  %hi = shl i64 %par64, 40
  %r2 = call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 %am, i64 %hi)
  %m2 = extractvalue { i32, i1 } %r2, 0
  %p2 = extractvalue { i32, i1 } %r2, 1
  %p1z = zext i1 %p1 to i32
  %p2z = zext i1 %p2 to i32
  %p2s = shl i32 %p2z, 1
  %flags = or i32 %p1z, %p2s
  %any = call i32 @llvm.nvvm.match.any.sync.i64(i32 %am, i64 %hi)
  %even = icmp eq i32 %par, 0
  %want = select i1 %even, i32 1431655765, i32 -1431655766
  %want8 = and i32 %want, %am
  %anyok = icmp eq i32 %any, %want8
  %anyz = zext i1 %anyok to i32
  %anys = shl i32 %anyz, 1
  %flags2 = or i32 %p1z, %anys
  %base = mul i32 %t, 4
  %q0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  store i32 %am, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q0, i32 1
  store i32 %m1, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %q0, i32 2
  %m2f = or i32 %m2, %p2z
  %r = add i32 %m2f, %flags
  store i32 %r, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr inbounds i32, ptr addrspace(1) %q0, i32 3
  store i32 %flags2, ptr addrspace(1) %q3, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.nvvm.activemask() #2

declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #2

declare { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64) #2

declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64) #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
