; ModuleID = 'scan_block.cu'
source_filename = "scan_block.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10scan_blockPKiPiS1_S1_E3buf = internal unnamed_addr addrspace(3) global [2 x [256 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10scan_blockPKiPiS1_S1_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = zext nneg i32 %5 to i64
  %14 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %13
  store i32 %12, ptr %14, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %15 = icmp ugt i32 %7, 1
  br i1 %15, label %24, label %18

16:                                               ; preds = %37
  %17 = zext nneg i32 %39 to i64
  br label %18

18:                                               ; preds = %4, %16
  %19 = phi i64 [ %17, %16 ], [ 0, %4 ]
  %20 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %19, i64 %13
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = getelementptr inbounds i32, ptr %1, i64 %10
  store i32 %21, ptr %22, align 4, !tbaa !5
  %23 = icmp eq i32 %5, 0
  br i1 %23, label %49, label %44

24:                                               ; preds = %4, %37
  %25 = phi i32 [ %42, %37 ], [ 1, %4 ]
  %26 = phi i32 [ %39, %37 ], [ 0, %4 ]
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %27, i64 %13
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = icmp slt i32 %5, %25
  br i1 %30, label %37, label %31

31:                                               ; preds = %24
  %32 = sub nsw i32 %5, %25
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %27, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = add nsw i32 %35, %29
  br label %37

37:                                               ; preds = %31, %24
  %38 = phi i32 [ %36, %31 ], [ %29, %24 ]
  %39 = sub nuw nsw i32 1, %26
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %40, i64 %13
  store i32 %38, ptr %41, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %42 = shl i32 %25, 1
  %43 = icmp slt i32 %42, %7
  br i1 %43, label %24, label %16, !llvm.loop !9

44:                                               ; preds = %18
  %45 = add nsw i32 %5, -1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %19, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %18, %44
  %50 = phi i32 [ %48, %44 ], [ 0, %18 ]
  %51 = getelementptr inbounds i32, ptr %2, i64 %10
  store i32 %50, ptr %51, align 4, !tbaa !5
  %52 = add nsw i32 %7, -1
  %53 = icmp eq i32 %5, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %49
  %55 = zext nneg i32 %6 to i64
  %56 = getelementptr inbounds i32, ptr %3, i64 %55
  store i32 %21, ptr %56, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %54, %49
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z10scan_blockPKiPiS1_S1_, !"kernel", i32 1}
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
