; ModuleID = 'block_reduce_smem.cu'
source_filename = "block_reduce_smem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9block_sumPKfPfiE1s = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9block_sumPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = add i32 %6, %4
  %8 = icmp ult i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = zext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %3, %9
  %14 = phi float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = zext nneg i32 %4 to i64
  %16 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %15
  store float %14, ptr %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %17 = icmp ult i32 %4, 64
  br i1 %17, label %18, label %25

18:                                               ; preds = %13
  %19 = or disjoint i32 %4, 64
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = load float, ptr %16, align 4, !tbaa !5
  %24 = fadd float %22, %23
  store float %24, ptr %16, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %18, %13
  tail call void @llvm.nvvm.barrier0()
  %26 = icmp ult i32 %4, 32
  br i1 %26, label %27, label %34

27:                                               ; preds = %25
  %28 = or disjoint i32 %4, 32
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = load float, ptr %16, align 4, !tbaa !5
  %33 = fadd float %31, %32
  store float %33, ptr %16, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %27, %25
  tail call void @llvm.nvvm.barrier0()
  %35 = icmp ult i32 %4, 16
  br i1 %35, label %36, label %43

36:                                               ; preds = %34
  %37 = or disjoint i32 %4, 16
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = load float, ptr %16, align 4, !tbaa !5
  %42 = fadd float %40, %41
  store float %42, ptr %16, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %36, %34
  tail call void @llvm.nvvm.barrier0()
  %44 = icmp ult i32 %4, 8
  br i1 %44, label %45, label %52

45:                                               ; preds = %43
  %46 = or disjoint i32 %4, 8
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = load float, ptr %16, align 4, !tbaa !5
  %51 = fadd float %49, %50
  store float %51, ptr %16, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %45, %43
  tail call void @llvm.nvvm.barrier0()
  %53 = icmp ult i32 %4, 4
  br i1 %53, label %54, label %61

54:                                               ; preds = %52
  %55 = or disjoint i32 %4, 4
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = load float, ptr %16, align 4, !tbaa !5
  %60 = fadd float %58, %59
  store float %60, ptr %16, align 4, !tbaa !5
  br label %61

61:                                               ; preds = %54, %52
  tail call void @llvm.nvvm.barrier0()
  %62 = icmp ult i32 %4, 2
  br i1 %62, label %63, label %70

63:                                               ; preds = %61
  %64 = or disjoint i32 %4, 2
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !5
  %68 = load float, ptr %16, align 4, !tbaa !5
  %69 = fadd float %67, %68
  store float %69, ptr %16, align 4, !tbaa !5
  br label %70

70:                                               ; preds = %63, %61
  tail call void @llvm.nvvm.barrier0()
  %71 = icmp eq i32 %4, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %70
  %73 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 4), align 4, !tbaa !5
  %74 = load float, ptr %16, align 4, !tbaa !5
  %75 = fadd float %73, %74
  store float %75, ptr %16, align 4, !tbaa !5
  br label %76

76:                                               ; preds = %72, %70
  tail call void @llvm.nvvm.barrier0()
  %77 = icmp eq i32 %4, 0
  br i1 %77, label %78, label %82

78:                                               ; preds = %76
  %79 = zext nneg i32 %5 to i64
  %80 = getelementptr inbounds float, ptr %1, i64 %79
  %81 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), align 4, !tbaa !5
  store float %81, ptr %80, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %78, %76
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9block_sumPKfPfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
