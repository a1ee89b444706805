; Calls to intrinsics as kernels use them: special registers, the barrier, isspacep guards,
; memcpy/memset with constant flags, min/max/abs, lifetime markers, type tests with metadata
; arguments, assume, and trap.
; test: roundtrip
; test: verify

@vt = internal constant [1 x ptr] [ptr @impl], !type !0

define ptx_kernel void @k(ptr addrspace(1) %out, ptr %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %ctaid, %ntid
  %gid = add i32 %mul, %tid
  call void @llvm.nvvm.barrier0()
  %isg = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  br i1 %isg, label %global, label %done

global:
  %buf = alloca [16 x i8], align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %buf)
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %buf, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) %out, ptr addrspace(5) %buf, i64 16, i1 false)
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %buf)
  %m = call i32 @llvm.smin.i32(i32 %gid, i32 %n)
  %a = call i32 @llvm.abs.i32(i32 %m, i1 true)
  %fp = load ptr, ptr @vt, align 8
  %ok = call i1 @llvm.type.test(ptr %fp, metadata !"_ZTS4Base")
  call void @llvm.assume(i1 %ok)
  call void %fp()
  br label %done

done:
  %bad = icmp slt i32 %n, 0
  br i1 %bad, label %trap, label %exit

trap:
  call void @llvm.trap()
  unreachable

exit:
  ret void
}

define internal void @impl() {
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare i1 @llvm.nvvm.isspacep.global(ptr)
declare void @llvm.lifetime.start.p5(i64, ptr addrspace(5))
declare void @llvm.lifetime.end.p5(i64, ptr addrspace(5))
declare void @llvm.memset.p5.i64(ptr addrspace(5), i8, i64, i1)
declare void @llvm.memcpy.p1.p5.i64(ptr addrspace(1), ptr addrspace(5), i64, i1)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i1 @llvm.type.test(ptr, metadata)
declare void @llvm.assume(i1)
declare void @llvm.trap()

!0 = !{i64 0, !"_ZTS4Base"}

; ==== expected output ====
; @vt = internal constant [1 x ptr] [ptr @impl], !type !0
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr %p, i32 %n) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
;   %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
;   %mul = mul i32 %ctaid, %ntid
;   %gid = add i32 %mul, %tid
;   call void @llvm.nvvm.barrier0()
;   %isg = call i1 @llvm.nvvm.isspacep.global(ptr %p)
;   br i1 %isg, label %global, label %done
;
; global:
;   %buf = alloca [16 x i8], align 4, addrspace(5)
;   call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %buf)
;   call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %buf, i8 0, i64 16, i1 false)
;   call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) %out, ptr addrspace(5) %buf, i64 16, i1 false)
;   call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %buf)
;   %m = call i32 @llvm.smin.i32(i32 %gid, i32 %n)
;   %a = call i32 @llvm.abs.i32(i32 %m, i1 true)
;   %fp = load ptr, ptr @vt, align 8
;   %ok = call i1 @llvm.type.test(ptr %fp, metadata !"_ZTS4Base")
;   call void @llvm.assume(i1 %ok)
;   call void %fp()
;   br label %done
;
; done:
;   %bad = icmp slt i32 %n, 0
;   br i1 %bad, label %trap, label %exit
;
; trap:
;   call void @llvm.trap()
;   unreachable
;
; exit:
;   ret void
; }
;
; define internal void @impl() {
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0
;
; declare void @llvm.nvvm.barrier0() #1
;
; declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #0
;
; declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #2
;
; declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #2
;
; declare void @llvm.memset.p5.i64(ptr addrspace(5) nocapture writeonly, i8, i64, i1 immarg) #3
;
; declare void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(5) noalias nocapture readonly, i64, i1 immarg) #4
;
; declare i32 @llvm.smin.i32(i32, i32) #0
;
; declare i32 @llvm.abs.i32(i32, i1 immarg) #0
;
; declare i1 @llvm.type.test(ptr, metadata) #0
;
; declare void @llvm.assume(i1 noundef) #5
;
; declare void @llvm.trap() #6
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { convergent nocallback nounwind }
; attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
; attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
; attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
;
; !0 = !{i64 0, !"_ZTS4Base"}
