; Every intrinsic of the subset, declared the way clang or a hand writer declares them. Seam,
; like LLVM, replaces whatever attributes a known intrinsic is declared with by the
; intrinsic's own; overloaded names carry their types.
; test: roundtrip
; test: verify

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() noinline
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.sync(i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.const(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p1.p3.i32(ptr addrspace(1), ptr addrspace(3), i32, i1)
declare void @llvm.memmove.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memset.p5.i32(ptr addrspace(5), i8, i32, i1)
declare void @llvm.assume(i1)
declare i32 @llvm.smin.i32(i32, i32)
declare i64 @llvm.smax.i64(i64, i64)
declare i16 @llvm.umin.i16(i16, i16)
declare i8 @llvm.umax.i8(i8, i8)
declare i32 @llvm.abs.i32(i32, i1)
declare i1 @llvm.type.test(ptr, metadata)
declare i1 @llvm.public.type.test(ptr, metadata)
declare void @llvm.trap()
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p5(i64, ptr addrspace(5))
declare float @llvm.fabs.f32(float)
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.sqrt.f32(float)
declare float @llvm.minnum.f32(float, float)
declare double @llvm.maxnum.f64(double, double)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.floor.f32(float)
declare double @llvm.ceil.f64(double)
declare float @llvm.trunc.f32(float)
declare float @llvm.rint.f32(float)
declare double @llvm.round.f64(double)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i32 @llvm.bswap.i32(i32)
declare i16 @llvm.bitreverse.i16(i16)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i1 @llvm.expect.i1(i1, i1)
declare i32 @llvm.expect.i32(i32, i32)
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.membar.sys()
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

; ==== expected output ====
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.warpsize() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.clock() #1
;
; declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #1
;
; declare void @llvm.nvvm.barrier0() #2
;
; declare void @llvm.nvvm.bar.sync(i32) #2
;
; declare void @llvm.nvvm.barrier.sync(i32) #2
;
; declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #0
;
; declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #0
;
; declare i1 @llvm.nvvm.isspacep.const(ptr nocapture) #0
;
; declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #0
;
; declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr nocapture) #0
;
; declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3
;
; declare void @llvm.memcpy.p1.p3.i32(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(3) noalias nocapture readonly, i32, i1 immarg) #3
;
; declare void @llvm.memmove.p0.p1.i64(ptr nocapture writeonly, ptr addrspace(1) nocapture readonly, i64, i1 immarg) #3
;
; declare void @llvm.memset.p5.i32(ptr addrspace(5) nocapture writeonly, i8, i32, i1 immarg) #4
;
; declare void @llvm.assume(i1 noundef) #5
;
; declare i32 @llvm.smin.i32(i32, i32) #0
;
; declare i64 @llvm.smax.i64(i64, i64) #0
;
; declare i16 @llvm.umin.i16(i16, i16) #0
;
; declare i8 @llvm.umax.i8(i8, i8) #0
;
; declare i32 @llvm.abs.i32(i32, i1 immarg) #0
;
; declare i1 @llvm.type.test(ptr, metadata) #0
;
; declare i1 @llvm.public.type.test(ptr, metadata) #0
;
; declare void @llvm.trap() #6
;
; declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7
;
; declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #7
;
; declare float @llvm.fabs.f32(float) #0
;
; declare double @llvm.fma.f64(double, double, double) #0
;
; declare float @llvm.sqrt.f32(float) #0
;
; declare float @llvm.minnum.f32(float, float) #0
;
; declare double @llvm.maxnum.f64(double, double) #0
;
; declare float @llvm.copysign.f32(float, float) #0
;
; declare float @llvm.floor.f32(float) #0
;
; declare double @llvm.ceil.f64(double) #0
;
; declare float @llvm.trunc.f32(float) #0
;
; declare float @llvm.rint.f32(float) #0
;
; declare double @llvm.round.f64(double) #0
;
; declare i32 @llvm.ctpop.i32(i32) #0
;
; declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0
;
; declare i64 @llvm.cttz.i64(i64, i1 immarg) #0
;
; declare i32 @llvm.bswap.i32(i32) #0
;
; declare i16 @llvm.bitreverse.i16(i16) #0
;
; declare i32 @llvm.fshl.i32(i32, i32, i32) #0
;
; declare i64 @llvm.fshr.i64(i64, i64, i64) #0
;
; declare i1 @llvm.expect.i1(i1, i1) #8
;
; declare i32 @llvm.expect.i32(i32, i32) #8
;
; declare void @llvm.nvvm.membar.cta() #9
;
; declare void @llvm.nvvm.membar.gl() #9
;
; declare void @llvm.nvvm.membar.sys() #9
;
; declare ptr @llvm.stacksave.p0() #10
;
; declare void @llvm.stackrestore.p0(ptr) #10
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { nocallback nounwind memory(inaccessiblemem: readwrite) }
; attributes #2 = { convergent nocallback nounwind }
; attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
; attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
; attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
; attributes #8 = { nocallback nofree nosync nounwind willreturn memory(none) }
; attributes #9 = { nocallback nounwind }
; attributes #10 = { nocallback nofree nosync nounwind willreturn }
