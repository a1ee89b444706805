; ModuleID = 'pathfinder.dynproc_kernel.cu'
source_filename = "pathfinder.dynproc_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14dynproc_kerneliPiS_S_iiiiE4prev = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ14dynproc_kerneliPiS_S_iiiiE6result = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14dynproc_kerneliPiS_S_iiii(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = shl nsw i32 %0, 1
  %12 = sub nsw i32 256, %11
  %13 = mul nsw i32 %12, %9
  %14 = sub nsw i32 %13, %7
  %15 = add nsw i32 %14, 255
  %16 = add nsw i32 %14, %10
  %17 = icmp slt i32 %14, 0
  %18 = sub nsw i32 0, %14
  %19 = select i1 %17, i32 %18, i32 0
  %20 = icmp slt i32 %15, %4
  %21 = xor i32 %14, -1
  %22 = add i32 %21, %4
  %23 = select i1 %20, i32 255, i32 %22
  %24 = add nsw i32 %10, -1
  %25 = add nuw nsw i32 %10, 1
  %26 = tail call i32 @llvm.smax.i32(i32 %24, i32 %19)
  %27 = tail call i32 @llvm.smin.i32(i32 %25, i32 %23)
  %28 = icmp sge i32 %10, %19
  %29 = icmp sle i32 %10, %23
  %30 = and i1 %28, %29
  %31 = icmp sgt i32 %16, -1
  %32 = icmp slt i32 %16, %4
  %33 = and i1 %31, %32
  br i1 %33, label %34, label %40

34:                                               ; preds = %8
  %35 = zext nneg i32 %10 to i64
  %36 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 0, i64 %35
  %37 = zext nneg i32 %16 to i64
  %38 = getelementptr inbounds i32, ptr %2, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !5
  store i32 %39, ptr %36, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %34, %8
  tail call void @llvm.nvvm.barrier0()
  %41 = sub nsw i32 254, %10
  %42 = icmp sgt i32 %0, 0
  br i1 %42, label %43, label %78

43:                                               ; preds = %40
  %44 = sext i32 %26 to i64
  %45 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 0, i64 %44
  %46 = zext nneg i32 %10 to i64
  %47 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 0, i64 %46
  %48 = sext i32 %27 to i64
  %49 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 0, i64 %48
  %50 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE6result to ptr), i64 0, i64 %46
  %51 = add nsw i32 %0, -1
  br label %52

52:                                               ; preds = %77, %43
  %53 = phi i32 [ 0, %43 ], [ %54, %77 ]
  %54 = add nuw nsw i32 %53, 1
  %55 = icmp ugt i32 %10, %53
  %56 = icmp sle i32 %53, %41
  %57 = select i1 %55, i1 %56, i1 false
  %58 = select i1 %57, i1 %30, i1 false
  br i1 %58, label %59, label %72

59:                                               ; preds = %52
  %60 = load i32, ptr %45, align 4, !tbaa !5
  %61 = load i32, ptr %47, align 4, !tbaa !5
  %62 = load i32, ptr %49, align 4, !tbaa !5
  %63 = tail call i32 @llvm.smin.i32(i32 %60, i32 %61)
  %64 = tail call i32 @llvm.smin.i32(i32 %63, i32 %62)
  %65 = add nsw i32 %53, %6
  %66 = mul nsw i32 %65, %4
  %67 = add nsw i32 %66, %16
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %1, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = add nsw i32 %64, %70
  store i32 %71, ptr %50, align 4, !tbaa !5
  br label %72

72:                                               ; preds = %52, %59
  tail call void @llvm.nvvm.barrier0()
  %73 = icmp eq i32 %53, %51
  br i1 %73, label %78, label %74

74:                                               ; preds = %72
  br i1 %58, label %75, label %77

75:                                               ; preds = %74
  %76 = load i32, ptr %50, align 4, !tbaa !5
  store i32 %76, ptr %47, align 4, !tbaa !5
  br label %77

77:                                               ; preds = %75, %74
  tail call void @llvm.nvvm.barrier0()
  br label %52

78:                                               ; preds = %72, %40
  %79 = phi i1 [ undef, %40 ], [ %58, %72 ]
  br i1 %79, label %80, label %86

80:                                               ; preds = %78
  %81 = sext i32 %16 to i64
  %82 = getelementptr inbounds i32, ptr %3, i64 %81
  %83 = zext nneg i32 %10 to i64
  %84 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE6result to ptr), i64 0, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !5
  store i32 %85, ptr %82, align 4, !tbaa !5
  br label %86

86:                                               ; preds = %80, %78
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z14dynproc_kerneliPiS_S_iiii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
