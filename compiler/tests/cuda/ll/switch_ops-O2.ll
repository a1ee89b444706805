; ModuleID = 'switch_ops.cu'
source_filename = "switch_ops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 0, 51) i32 @_Z12sparse_classi(i32 noundef %0) local_unnamed_addr #0 {
  switch i32 %0, label %6 [
    i32 1, label %7
    i32 7, label %2
    i32 100, label %3
    i32 1000, label %4
    i32 -5, label %5
  ]

2:                                                ; preds = %1
  br label %7

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  br label %7

5:                                                ; preds = %1
  br label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %1, %6, %5, %4, %3, %2
  %8 = phi i32 [ 0, %6 ], [ 50, %5 ], [ 40, %4 ], [ 30, %3 ], [ 20, %2 ], [ 10, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z6interpPKiiS0_Pi(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %2, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = and i32 %12, 16777215
  %14 = icmp sgt i32 %1, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %50, %4
  %16 = phi i32 [ %13, %4 ], [ %52, %50 ]
  %17 = getelementptr inbounds i32, ptr %3, i64 %10
  store i32 %16, ptr %17, align 4, !tbaa !5
  ret void

18:                                               ; preds = %4, %50
  %19 = phi i32 [ %52, %50 ], [ %13, %4 ]
  %20 = phi i32 [ %53, %50 ], [ 0, %4 ]
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = and i32 %23, 7
  %25 = ashr i32 %23, 3
  switch i32 %24, label %47 [
    i32 0, label %26
    i32 1, label %28
    i32 2, label %30
    i32 3, label %32
    i32 4, label %34
    i32 5, label %36
    i32 6, label %38
    i32 7, label %48
  ]

26:                                               ; preds = %18
  %27 = add nsw i32 %25, %19
  br label %50

28:                                               ; preds = %18
  %29 = sub nsw i32 %19, %25
  br label %50

30:                                               ; preds = %18
  %31 = xor i32 %25, %19
  br label %50

32:                                               ; preds = %18
  %33 = shl nuw nsw i32 %19, 1
  br label %50

34:                                               ; preds = %18
  %35 = tail call i32 @llvm.smax.i32(i32 %19, i32 %25)
  br label %50

36:                                               ; preds = %18
  %37 = and i32 %19, 65535
  br label %50

38:                                               ; preds = %18
  switch i32 %25, label %43 [
    i32 1, label %44
    i32 7, label %39
    i32 100, label %40
    i32 1000, label %41
    i32 -5, label %42
  ]

39:                                               ; preds = %38
  br label %44

40:                                               ; preds = %38
  br label %44

41:                                               ; preds = %38
  br label %44

42:                                               ; preds = %38
  br label %44

43:                                               ; preds = %38
  br label %44

44:                                               ; preds = %38, %39, %40, %41, %42, %43
  %45 = phi i32 [ 0, %43 ], [ 50, %42 ], [ 40, %41 ], [ 30, %40 ], [ 20, %39 ], [ 10, %38 ]
  %46 = add nuw nsw i32 %45, %19
  br label %50

47:                                               ; preds = %18
  unreachable

48:                                               ; preds = %18
  %49 = xor i32 %19, -1
  br label %50

50:                                               ; preds = %48, %44, %36, %34, %32, %30, %28, %26
  %51 = phi i32 [ %49, %48 ], [ %46, %44 ], [ %37, %36 ], [ %35, %34 ], [ %33, %32 ], [ %31, %30 ], [ %29, %28 ], [ %27, %26 ]
  %52 = and i32 %51, 268435455
  %53 = add nuw nsw i32 %20, 1
  %54 = icmp eq i32 %53, %1
  br i1 %54, label %15, label %18, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z6interpPKiiS0_Pi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
