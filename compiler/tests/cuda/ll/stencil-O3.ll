; ModuleID = 'stencil.cu'
source_filename = "stencil.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@coeff = dso_local addrspace(4) externally_initialized global [5 x float] [float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD99999A0000000, float 0x3FC99999A0000000, float 0x3FB99999A0000000], align 4
@_ZZ9stencil1dPKfPfiE1s = internal unnamed_addr addrspace(3) global [68 x float] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @coeff to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9stencil1dPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 6
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = add nuw nsw i32 %6, 2
  %9 = icmp slt i32 %7, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = sext i32 %7 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi float [ %13, %10 ], [ 0.000000e+00, %3 ]
  %16 = zext nneg i32 %8 to i64
  %17 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %16
  store float %15, ptr %17, align 4, !tbaa !5
  %18 = icmp ult i32 %6, 2
  br i1 %18, label %19, label %43

19:                                               ; preds = %14
  %20 = add nsw i32 %7, -2
  %21 = add nsw i32 %7, 64
  %22 = icmp sgt i32 %7, 1
  %23 = icmp slt i32 %20, %2
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %29

25:                                               ; preds = %19
  %26 = zext nneg i32 %20 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %19, %25
  %30 = phi float [ %28, %25 ], [ 0.000000e+00, %19 ]
  %31 = zext nneg i32 %6 to i64
  %32 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %31
  store float %30, ptr %32, align 4, !tbaa !5
  %33 = icmp slt i32 %21, %2
  br i1 %33, label %34, label %38

34:                                               ; preds = %29
  %35 = sext i32 %21 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %29, %34
  %39 = phi float [ %37, %34 ], [ 0.000000e+00, %29 ]
  %40 = or disjoint i32 %6, 66
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %41
  store float %39, ptr %42, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %38, %14
  tail call void @llvm.nvvm.barrier0()
  br i1 %9, label %44, label %80

44:                                               ; preds = %43
  %45 = load float, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), align 4, !tbaa !5
  %46 = zext nneg i32 %6 to i64
  %47 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !5
  %49 = fmul float %45, %48
  %50 = fadd float %49, 0.000000e+00
  %51 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 4), align 4, !tbaa !5
  %52 = add nuw nsw i32 %6, 1
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fmul float %51, %55
  %57 = fadd float %50, %56
  %58 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 8), align 4, !tbaa !5
  %59 = zext nneg i32 %8 to i64
  %60 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !5
  %62 = fmul float %58, %61
  %63 = fadd float %57, %62
  %64 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 12), align 4, !tbaa !5
  %65 = add nuw nsw i32 %6, 3
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !5
  %69 = fmul float %64, %68
  %70 = fadd float %63, %69
  %71 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 16), align 4, !tbaa !5
  %72 = add nuw nsw i32 %6, 4
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = fmul float %71, %75
  %77 = fadd float %70, %76
  %78 = sext i32 %7 to i64
  %79 = getelementptr inbounds float, ptr %1, i64 %78
  store float %77, ptr %79, align 4, !tbaa !5
  br label %80

80:                                               ; preds = %44, %43
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9stencil1dPKfPfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
