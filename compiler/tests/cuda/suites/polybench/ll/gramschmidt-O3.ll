; ModuleID = 'gramschmidt.cu'
source_filename = "gramschmidt.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z19gramschmidt_kernel1iiPfS_S_i(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readnone %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = sub nsw i32 0, %10
  %12 = icmp eq i32 %9, %11
  br i1 %12, label %13, label %160

13:                                               ; preds = %6
  %14 = sext i32 %5 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !7
  %17 = fmul contract float %16, %16
  %18 = sext i32 %5 to i64
  %19 = getelementptr float, ptr %2, i64 %18
  %20 = getelementptr i8, ptr %19, i64 80
  %21 = load float, ptr %20, align 4, !tbaa !7
  %22 = fmul contract float %21, %21
  %23 = fadd contract float %17, %22
  %24 = sext i32 %5 to i64
  %25 = getelementptr float, ptr %2, i64 %24
  %26 = getelementptr i8, ptr %25, i64 160
  %27 = load float, ptr %26, align 4, !tbaa !7
  %28 = fmul contract float %27, %27
  %29 = fadd contract float %23, %28
  %30 = sext i32 %5 to i64
  %31 = getelementptr float, ptr %2, i64 %30
  %32 = getelementptr i8, ptr %31, i64 240
  %33 = load float, ptr %32, align 4, !tbaa !7
  %34 = fmul contract float %33, %33
  %35 = fadd contract float %29, %34
  %36 = sext i32 %5 to i64
  %37 = getelementptr float, ptr %2, i64 %36
  %38 = getelementptr i8, ptr %37, i64 320
  %39 = load float, ptr %38, align 4, !tbaa !7
  %40 = fmul contract float %39, %39
  %41 = fadd contract float %35, %40
  %42 = sext i32 %5 to i64
  %43 = getelementptr float, ptr %2, i64 %42
  %44 = getelementptr i8, ptr %43, i64 400
  %45 = load float, ptr %44, align 4, !tbaa !7
  %46 = fmul contract float %45, %45
  %47 = fadd contract float %41, %46
  %48 = sext i32 %5 to i64
  %49 = getelementptr float, ptr %2, i64 %48
  %50 = getelementptr i8, ptr %49, i64 480
  %51 = load float, ptr %50, align 4, !tbaa !7
  %52 = fmul contract float %51, %51
  %53 = fadd contract float %47, %52
  %54 = sext i32 %5 to i64
  %55 = getelementptr float, ptr %2, i64 %54
  %56 = getelementptr i8, ptr %55, i64 560
  %57 = load float, ptr %56, align 4, !tbaa !7
  %58 = fmul contract float %57, %57
  %59 = fadd contract float %53, %58
  %60 = sext i32 %5 to i64
  %61 = getelementptr float, ptr %2, i64 %60
  %62 = getelementptr i8, ptr %61, i64 640
  %63 = load float, ptr %62, align 4, !tbaa !7
  %64 = fmul contract float %63, %63
  %65 = fadd contract float %59, %64
  %66 = sext i32 %5 to i64
  %67 = getelementptr float, ptr %2, i64 %66
  %68 = getelementptr i8, ptr %67, i64 720
  %69 = load float, ptr %68, align 4, !tbaa !7
  %70 = fmul contract float %69, %69
  %71 = fadd contract float %65, %70
  %72 = sext i32 %5 to i64
  %73 = getelementptr float, ptr %2, i64 %72
  %74 = getelementptr i8, ptr %73, i64 800
  %75 = load float, ptr %74, align 4, !tbaa !7
  %76 = fmul contract float %75, %75
  %77 = fadd contract float %71, %76
  %78 = sext i32 %5 to i64
  %79 = getelementptr float, ptr %2, i64 %78
  %80 = getelementptr i8, ptr %79, i64 880
  %81 = load float, ptr %80, align 4, !tbaa !7
  %82 = fmul contract float %81, %81
  %83 = fadd contract float %77, %82
  %84 = sext i32 %5 to i64
  %85 = getelementptr float, ptr %2, i64 %84
  %86 = getelementptr i8, ptr %85, i64 960
  %87 = load float, ptr %86, align 4, !tbaa !7
  %88 = fmul contract float %87, %87
  %89 = fadd contract float %83, %88
  %90 = sext i32 %5 to i64
  %91 = getelementptr float, ptr %2, i64 %90
  %92 = getelementptr i8, ptr %91, i64 1040
  %93 = load float, ptr %92, align 4, !tbaa !7
  %94 = fmul contract float %93, %93
  %95 = fadd contract float %89, %94
  %96 = sext i32 %5 to i64
  %97 = getelementptr float, ptr %2, i64 %96
  %98 = getelementptr i8, ptr %97, i64 1120
  %99 = load float, ptr %98, align 4, !tbaa !7
  %100 = fmul contract float %99, %99
  %101 = fadd contract float %95, %100
  %102 = sext i32 %5 to i64
  %103 = getelementptr float, ptr %2, i64 %102
  %104 = getelementptr i8, ptr %103, i64 1200
  %105 = load float, ptr %104, align 4, !tbaa !7
  %106 = fmul contract float %105, %105
  %107 = fadd contract float %101, %106
  %108 = sext i32 %5 to i64
  %109 = getelementptr float, ptr %2, i64 %108
  %110 = getelementptr i8, ptr %109, i64 1280
  %111 = load float, ptr %110, align 4, !tbaa !7
  %112 = fmul contract float %111, %111
  %113 = fadd contract float %107, %112
  %114 = sext i32 %5 to i64
  %115 = getelementptr float, ptr %2, i64 %114
  %116 = getelementptr i8, ptr %115, i64 1360
  %117 = load float, ptr %116, align 4, !tbaa !7
  %118 = fmul contract float %117, %117
  %119 = fadd contract float %113, %118
  %120 = sext i32 %5 to i64
  %121 = getelementptr float, ptr %2, i64 %120
  %122 = getelementptr i8, ptr %121, i64 1440
  %123 = load float, ptr %122, align 4, !tbaa !7
  %124 = fmul contract float %123, %123
  %125 = fadd contract float %119, %124
  %126 = sext i32 %5 to i64
  %127 = getelementptr float, ptr %2, i64 %126
  %128 = getelementptr i8, ptr %127, i64 1520
  %129 = load float, ptr %128, align 4, !tbaa !7
  %130 = fmul contract float %129, %129
  %131 = fadd contract float %125, %130
  %132 = sext i32 %5 to i64
  %133 = getelementptr float, ptr %2, i64 %132
  %134 = getelementptr i8, ptr %133, i64 1600
  %135 = load float, ptr %134, align 4, !tbaa !7
  %136 = fmul contract float %135, %135
  %137 = fadd contract float %131, %136
  %138 = sext i32 %5 to i64
  %139 = getelementptr float, ptr %2, i64 %138
  %140 = getelementptr i8, ptr %139, i64 1680
  %141 = load float, ptr %140, align 4, !tbaa !7
  %142 = fmul contract float %141, %141
  %143 = fadd contract float %137, %142
  %144 = sext i32 %5 to i64
  %145 = getelementptr float, ptr %2, i64 %144
  %146 = getelementptr i8, ptr %145, i64 1760
  %147 = load float, ptr %146, align 4, !tbaa !7
  %148 = fmul contract float %147, %147
  %149 = fadd contract float %143, %148
  %150 = sext i32 %5 to i64
  %151 = getelementptr float, ptr %2, i64 %150
  %152 = getelementptr i8, ptr %151, i64 1840
  %153 = load float, ptr %152, align 4, !tbaa !7
  %154 = fmul contract float %153, %153
  %155 = fadd contract float %149, %154
  %156 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %155)
  %157 = mul nsw i32 %5, 21
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds float, ptr %3, i64 %158
  store float %156, ptr %159, align 4, !tbaa !7
  br label %160

160:                                              ; preds = %13, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z19gramschmidt_kernel2iiPfS_S_i(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, 24
  br i1 %12, label %13, label %25

13:                                               ; preds = %6
  %14 = mul nsw i32 %11, 20
  %15 = add nsw i32 %14, %5
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !7
  %19 = mul nsw i32 %5, 21
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %3, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !7
  %23 = fdiv contract float %18, %22
  %24 = getelementptr inbounds float, ptr %4, i64 %16
  store float %23, ptr %24, align 4, !tbaa !7
  br label %25

25:                                               ; preds = %13, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z19gramschmidt_kernel3iiPfS_S_i(i32 noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp sgt i32 %11, %5
  %13 = icmp slt i32 %11, 20
  %14 = and i1 %13, %12
  br i1 %14, label %15, label %127

15:                                               ; preds = %6
  %16 = mul nsw i32 %5, 20
  %17 = add nsw i32 %16, %11
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %3, i64 %18
  store float 0.000000e+00, ptr %19, align 4, !tbaa !7
  br label %20

20:                                               ; preds = %20, %15
  %21 = phi i32 [ 0, %15 ], [ %70, %20 ]
  %22 = phi float [ 0.000000e+00, %15 ], [ %69, %20 ]
  %23 = mul nuw nsw i32 %21, 20
  %24 = add nsw i32 %23, %5
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %4, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !7
  %28 = add nsw i32 %23, %11
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !7
  %32 = fmul contract float %27, %31
  %33 = fadd contract float %22, %32
  store float %33, ptr %19, align 4, !tbaa !7
  %34 = mul nuw i32 %21, 20
  %35 = add nuw i32 %34, 20
  %36 = add nsw i32 %35, %5
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %4, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !7
  %40 = add nsw i32 %35, %11
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !7
  %44 = fmul contract float %39, %43
  %45 = fadd contract float %33, %44
  store float %45, ptr %19, align 4, !tbaa !7
  %46 = mul nuw i32 %21, 20
  %47 = add nuw i32 %46, 40
  %48 = add nsw i32 %47, %5
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %4, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !7
  %52 = add nsw i32 %47, %11
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !7
  %56 = fmul contract float %51, %55
  %57 = fadd contract float %45, %56
  store float %57, ptr %19, align 4, !tbaa !7
  %58 = mul nuw i32 %21, 20
  %59 = add nuw i32 %58, 60
  %60 = add nsw i32 %59, %5
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %4, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !7
  %64 = add nsw i32 %59, %11
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %2, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !7
  %68 = fmul contract float %63, %67
  %69 = fadd contract float %57, %68
  store float %69, ptr %19, align 4, !tbaa !7
  %70 = add nuw nsw i32 %21, 4
  %71 = icmp eq i32 %70, 24
  br i1 %71, label %72, label %20, !llvm.loop !11

72:                                               ; preds = %20, %72
  %73 = phi i32 [ %125, %72 ], [ 0, %20 ]
  %74 = mul nuw nsw i32 %73, 20
  %75 = add nsw i32 %74, %5
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %4, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !7
  %79 = load float, ptr %19, align 4, !tbaa !7
  %80 = fmul contract float %78, %79
  %81 = add nsw i32 %74, %11
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %2, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !7
  %85 = fsub contract float %84, %80
  store float %85, ptr %83, align 4, !tbaa !7
  %86 = mul nuw i32 %73, 20
  %87 = add nuw i32 %86, 20
  %88 = add nsw i32 %87, %5
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %4, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !7
  %92 = load float, ptr %19, align 4, !tbaa !7
  %93 = fmul contract float %91, %92
  %94 = add nsw i32 %87, %11
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %2, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !7
  %98 = fsub contract float %97, %93
  store float %98, ptr %96, align 4, !tbaa !7
  %99 = mul nuw i32 %73, 20
  %100 = add nuw i32 %99, 40
  %101 = add nsw i32 %100, %5
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %4, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !7
  %105 = load float, ptr %19, align 4, !tbaa !7
  %106 = fmul contract float %104, %105
  %107 = add nsw i32 %100, %11
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr %2, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !7
  %111 = fsub contract float %110, %106
  store float %111, ptr %109, align 4, !tbaa !7
  %112 = mul nuw i32 %73, 20
  %113 = add nuw i32 %112, 60
  %114 = add nsw i32 %113, %5
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %4, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !7
  %118 = load float, ptr %19, align 4, !tbaa !7
  %119 = fmul contract float %117, %118
  %120 = add nsw i32 %113, %11
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr %2, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !7
  %124 = fsub contract float %123, %119
  store float %124, ptr %122, align 4, !tbaa !7
  %125 = add nuw nsw i32 %73, 4
  %126 = icmp eq i32 %125, 24
  br i1 %126, label %127, label %72, !llvm.loop !13

127:                                              ; preds = %72, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z19gramschmidt_kernel1iiPfS_S_i, !"kernel", i32 1}
!1 = !{ptr @_Z19gramschmidt_kernel2iiPfS_S_i, !"kernel", i32 1}
!2 = !{ptr @_Z19gramschmidt_kernel3iiPfS_S_i, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
