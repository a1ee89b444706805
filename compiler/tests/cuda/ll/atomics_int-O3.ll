; ModuleID = 'atomics_int.cu'
source_filename = "atomics_int.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @atomics_int(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %10 = atomicrmw add ptr %2, i32 %9 seq_cst, align 4
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = atomicrmw sub ptr %11, i32 %8 seq_cst, align 4
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = mul nsw i32 %8, 3
  %15 = add nsw i32 %14, -50
  %16 = atomicrmw max ptr %13, i32 %15 seq_cst, align 4
  %17 = getelementptr inbounds i8, ptr %0, i64 12
  %18 = sub nsw i32 100, %8
  %19 = atomicrmw min ptr %17, i32 %18 seq_cst, align 4
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = and i32 %8, 31
  %22 = shl nuw i32 1, %21
  %23 = xor i32 %22, -1
  %24 = atomicrmw and ptr %20, i32 %23 seq_cst, align 4
  %25 = getelementptr inbounds i8, ptr %0, i64 20
  %26 = and i32 %8, 15
  %27 = shl nuw nsw i32 1, %26
  %28 = atomicrmw or ptr %25, i32 %27 seq_cst, align 4
  %29 = getelementptr inbounds i8, ptr %0, i64 24
  %30 = atomicrmw xor ptr %29, i32 %8 seq_cst, align 4
  %31 = mul i32 %8, 7
  %32 = atomicrmw umax ptr %1, i32 %31 seq_cst, align 4
  %33 = getelementptr inbounds i8, ptr %1, i64 4
  %34 = add i32 %8, 5
  %35 = atomicrmw umin ptr %33, i32 %34 seq_cst, align 4
  %36 = getelementptr inbounds i8, ptr %1, i64 8
  %37 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nonnull %36, i32 1000)
  %38 = getelementptr inbounds i8, ptr %1, i64 12
  %39 = tail call noundef i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr nonnull %38, i32 1000)
  %40 = getelementptr inbounds i8, ptr %1, i64 16
  %41 = atomicrmw add ptr %40, i32 2 seq_cst, align 4
  %42 = add nuw i32 %4, 7
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %0, i64 %43
  %45 = tail call noundef i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nonnull %44, i32 1)
  %46 = icmp eq i32 %8, 0
  br i1 %46, label %47, label %50

47:                                               ; preds = %3
  %48 = getelementptr inbounds i8, ptr %0, i64 36
  %49 = atomicrmw xchg ptr %48, i32 42 seq_cst, align 4
  br label %50

50:                                               ; preds = %47, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nocapture, i32) #2

attributes #0 = { mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @atomics_int, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
