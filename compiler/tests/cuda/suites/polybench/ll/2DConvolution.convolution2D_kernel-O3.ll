; ModuleID = '2DConvolution.convolution2D_kernel.cu'
source_filename = "2DConvolution.convolution2D_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z20convolution2D_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = add nsw i32 %14, -1
  %16 = icmp ult i32 %15, 18
  %17 = add i32 %9, -1
  %18 = icmp ult i32 %17, 18
  %19 = and i1 %16, %18
  br i1 %19, label %20, label %79

20:                                               ; preds = %4
  %21 = mul nuw nsw i32 %14, 20
  %22 = add nsw i32 %21, -20
  %23 = add nuw nsw i32 %22, %17
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = fmul contract float %26, 0x3FC99999A0000000
  %28 = add nuw nsw i32 %22, %9
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = fmul contract float %31, 5.000000e-01
  %33 = fadd contract float %27, %32
  %34 = add nuw nsw i32 %9, 1
  %35 = add nuw nsw i32 %22, %34
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %2, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = fmul contract float %38, 0x3FE99999A0000000
  %40 = fsub contract float %33, %39
  %41 = add nuw nsw i32 %21, %17
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !5
  %45 = fmul contract float %44, 0x3FD3333340000000
  %46 = fsub contract float %40, %45
  %47 = add nuw nsw i32 %21, %9
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %2, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !5
  %51 = fmul contract float %50, 0x3FE3333340000000
  %52 = fadd contract float %46, %51
  %53 = add nuw nsw i32 %21, %34
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %2, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = fmul contract float %56, 0x3FECCCCCC0000000
  %58 = fsub contract float %52, %57
  %59 = add nuw nsw i32 %21, 20
  %60 = add nuw nsw i32 %59, %17
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %2, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = fmul contract float %63, 0x3FD99999A0000000
  %65 = fadd contract float %58, %64
  %66 = add nuw nsw i32 %59, %9
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %2, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !5
  %70 = fmul contract float %69, 0x3FE6666660000000
  %71 = fadd contract float %65, %70
  %72 = add nuw nsw i32 %59, %34
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %2, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = fmul contract float %75, 0x3FB99999A0000000
  %77 = fadd contract float %71, %76
  %78 = getelementptr inbounds float, ptr %3, i64 %48
  store float %77, ptr %78, align 4, !tbaa !5
  br label %79

79:                                               ; preds = %20, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z20convolution2D_kerneliiPfS_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
