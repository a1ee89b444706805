; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9histogramPKjiPjE5local = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9histogramPKjiPj(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKjiPjE5local to ptr), i64 0, i64 %7
  store i32 0, ptr %8, align 4, !tbaa !6
  br label %9

9:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %4
  %14 = icmp slt i32 %13, %1
  br i1 %14, label %15, label %18

15:                                               ; preds = %9
  %16 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = mul i32 %16, %11
  br label %19

18:                                               ; preds = %19, %9
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %31, label %37

19:                                               ; preds = %15, %19
  %20 = phi i32 [ %13, %15 ], [ %29, %19 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = lshr i32 %23, 4
  %25 = and i32 %24, 15
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKjiPjE5local to ptr), i64 0, i64 %26
  %28 = atomicrmw add ptr %27, i32 1 seq_cst, align 4
  %29 = add i32 %20, %17
  %30 = icmp slt i32 %29, %1
  br i1 %30, label %19, label %18, !llvm.loop !10

31:                                               ; preds = %18
  %32 = zext nneg i32 %4 to i64
  %33 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKjiPjE5local to ptr), i64 0, i64 %32
  %34 = getelementptr inbounds i32, ptr %2, i64 %32
  %35 = load i32, ptr %33, align 4, !tbaa !6
  %36 = atomicrmw add ptr %34, i32 %35 seq_cst, align 4
  br label %37

37:                                               ; preds = %31, %18
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z14byte_histogramPKhiPi(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %11, %5
  br label %14

13:                                               ; preds = %14, %3
  ret void

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %22, %14 ]
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %0, i64 %16
  %18 = load i8, ptr %17, align 1, !tbaa !12
  %19 = zext i8 %18 to i64
  %20 = getelementptr inbounds i32, ptr %2, i64 %19
  %21 = atomicrmw add ptr %20, i32 1 seq_cst, align 4
  %22 = add i32 %15, %12
  %23 = icmp slt i32 %22, %1
  br i1 %23, label %14, label %13, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z9histogramPKjiPj, !"kernel", i32 1}
!1 = !{ptr @_Z14byte_histogramPKhiPi, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
