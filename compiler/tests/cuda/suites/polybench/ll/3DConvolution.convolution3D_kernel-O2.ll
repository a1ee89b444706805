; ModuleID = '3DConvolution.convolution3D_kernel.cu'
source_filename = "3DConvolution.convolution3D_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z20convolution3D_kerneliiiPfS_i(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = icmp slt i32 %5, 5
  %18 = icmp ult i32 %16, 9
  %19 = and i1 %18, %17
  %20 = icmp slt i32 %11, 11
  %21 = and i1 %20, %19
  %22 = icmp sgt i32 %5, 0
  %23 = and i1 %22, %21
  %24 = icmp ne i32 %16, 0
  %25 = and i1 %24, %23
  %26 = icmp sgt i32 %11, 0
  %27 = and i1 %26, %25
  br i1 %27, label %28, label %116

28:                                               ; preds = %6
  %29 = mul nuw nsw i32 %5, 120
  %30 = add nsw i32 %29, -120
  %31 = mul nuw nsw i32 %16, 12
  %32 = add nsw i32 %31, -12
  %33 = add nuw nsw i32 %30, %32
  %34 = add nsw i32 %11, -1
  %35 = add nuw nsw i32 %33, %34
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %3, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = fmul contract float %38, 2.000000e+00
  %40 = add nuw nsw i32 %29, 120
  %41 = add nuw nsw i32 %40, %32
  %42 = add nuw nsw i32 %41, %34
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %3, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = fmul contract float %45, 4.000000e+00
  %47 = fadd contract float %39, %46
  %48 = fmul contract float %38, 5.000000e+00
  %49 = fadd contract float %48, %47
  %50 = fmul contract float %45, 7.000000e+00
  %51 = fadd contract float %50, %49
  %52 = fmul contract float %38, 8.000000e+00
  %53 = fsub contract float %51, %52
  %54 = fmul contract float %45, 1.000000e+01
  %55 = fadd contract float %54, %53
  %56 = add nuw nsw i32 %29, %11
  %57 = add nuw nsw i32 %56, %32
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %3, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !5
  %61 = fmul contract float %60, 3.000000e+00
  %62 = fsub contract float %55, %61
  %63 = add nuw nsw i32 %56, %31
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %3, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !5
  %67 = fmul contract float %66, 6.000000e+00
  %68 = fadd contract float %67, %62
  %69 = add nuw nsw i32 %31, 12
  %70 = add nuw nsw i32 %56, %69
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %3, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !5
  %74 = fmul contract float %73, 9.000000e+00
  %75 = fsub contract float %68, %74
  %76 = add nuw nsw i32 %11, 1
  %77 = add nuw nsw i32 %33, %76
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %3, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !5
  %81 = fmul contract float %80, 2.000000e+00
  %82 = fadd contract float %81, %75
  %83 = add nuw nsw i32 %41, %76
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %3, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = fmul contract float %86, 4.000000e+00
  %88 = fadd contract float %87, %82
  %89 = add nuw nsw i32 %76, %31
  %90 = add nuw nsw i32 %89, %30
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %3, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !5
  %94 = fmul contract float %93, 5.000000e+00
  %95 = fadd contract float %94, %88
  %96 = add nuw nsw i32 %89, %40
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %3, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !5
  %100 = fmul contract float %99, 7.000000e+00
  %101 = fadd contract float %100, %95
  %102 = add nuw nsw i32 %69, %76
  %103 = add nuw nsw i32 %102, %30
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds float, ptr %3, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !5
  %107 = fmul contract float %106, 8.000000e+00
  %108 = fsub contract float %101, %107
  %109 = add nuw nsw i32 %102, %40
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %3, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !5
  %113 = fmul contract float %112, 1.000000e+01
  %114 = fadd contract float %113, %108
  %115 = getelementptr inbounds float, ptr %4, i64 %64
  store float %114, ptr %115, align 4, !tbaa !5
  br label %116

116:                                              ; preds = %28, %6
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

!0 = !{ptr @_Z20convolution3D_kerneliiiPfS_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
