; ModuleID = 'double_math.cu'
source_filename = "double_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @double_math(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %119

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = tail call noundef double @llvm.fabs.f64(double %16)
  %18 = tail call noundef double @llvm.sqrt.f64(double %17)
  %19 = tail call noundef double @llvm.fma.f64(double %16, double 0x3FD5555555555555, double %18)
  %20 = mul nsw i32 %11, 3
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %1, i64 %21
  store double %19, ptr %22, align 8, !tbaa !5
  %23 = icmp sgt i32 %5, 0
  br i1 %23, label %24, label %53

24:                                               ; preds = %13
  %25 = and i32 %5, 3
  %26 = icmp ult i32 %5, 4
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = and i32 %5, 2147483644
  br label %68

29:                                               ; preds = %68, %24
  %30 = phi double [ poison, %24 ], [ %113, %68 ]
  %31 = phi double [ 0.000000e+00, %24 ], [ %113, %68 ]
  %32 = phi i32 [ 0, %24 ], [ %116, %68 ]
  %33 = phi double [ 0.000000e+00, %24 ], [ %115, %68 ]
  %34 = icmp eq i32 %25, 0
  br i1 %34, label %53, label %35

35:                                               ; preds = %29, %35
  %36 = phi double [ %47, %35 ], [ %31, %29 ]
  %37 = phi i32 [ %50, %35 ], [ %32, %29 ]
  %38 = phi double [ %49, %35 ], [ %33, %29 ]
  %39 = phi i32 [ %51, %35 ], [ 0, %29 ]
  %40 = add nsw i32 %37, %11
  %41 = srem i32 %40, %4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = fmul double %44, 1.000000e-01
  %46 = fsub double %45, %38
  %47 = fadd double %36, %46
  %48 = fsub double %47, %36
  %49 = fsub double %48, %46
  %50 = add nuw nsw i32 %37, 1
  %51 = add i32 %39, 1
  %52 = icmp eq i32 %51, %25
  br i1 %52, label %53, label %35, !llvm.loop !9

53:                                               ; preds = %29, %35, %13
  %54 = phi double [ 0.000000e+00, %13 ], [ %30, %29 ], [ %47, %35 ]
  %55 = getelementptr i8, ptr %22, i64 8
  store double %54, ptr %55, align 8, !tbaa !5
  %56 = fptrunc double %16 to float
  %57 = fpext float %56 to double
  %58 = fsub double %57, %16
  %59 = getelementptr i8, ptr %22, i64 16
  store double %58, ptr %59, align 8, !tbaa !5
  %60 = fmul double %16, 1.000000e-03
  %61 = fptrunc double %60 to float
  %62 = getelementptr inbounds float, ptr %2, i64 %14
  store float %61, ptr %62, align 4, !tbaa !11
  %63 = fmul double %16, 1.024000e+03
  %64 = fptosi double %63 to i64
  %65 = zext i32 %20 to i64
  %66 = add nsw i64 %64, %65
  %67 = getelementptr inbounds i64, ptr %3, i64 %14
  store i64 %66, ptr %67, align 8, !tbaa !13
  br label %119

68:                                               ; preds = %68, %27
  %69 = phi double [ 0.000000e+00, %27 ], [ %113, %68 ]
  %70 = phi i32 [ 0, %27 ], [ %116, %68 ]
  %71 = phi double [ 0.000000e+00, %27 ], [ %115, %68 ]
  %72 = phi i32 [ 0, %27 ], [ %117, %68 ]
  %73 = add nsw i32 %70, %11
  %74 = srem i32 %73, %4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %0, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !5
  %78 = fmul double %77, 1.000000e-01
  %79 = fsub double %78, %71
  %80 = fadd double %69, %79
  %81 = fsub double %80, %69
  %82 = fsub double %81, %79
  %83 = or disjoint i32 %70, 1
  %84 = add nsw i32 %83, %11
  %85 = srem i32 %84, %4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds double, ptr %0, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = fmul double %88, 1.000000e-01
  %90 = fsub double %89, %82
  %91 = fadd double %80, %90
  %92 = fsub double %91, %80
  %93 = fsub double %92, %90
  %94 = or disjoint i32 %70, 2
  %95 = add nsw i32 %94, %11
  %96 = srem i32 %95, %4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds double, ptr %0, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = fmul double %99, 1.000000e-01
  %101 = fsub double %100, %93
  %102 = fadd double %91, %101
  %103 = fsub double %102, %91
  %104 = fsub double %103, %101
  %105 = or disjoint i32 %70, 3
  %106 = add nsw i32 %105, %11
  %107 = srem i32 %106, %4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds double, ptr %0, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !5
  %111 = fmul double %110, 1.000000e-01
  %112 = fsub double %111, %104
  %113 = fadd double %102, %112
  %114 = fsub double %113, %102
  %115 = fsub double %114, %112
  %116 = add nuw nsw i32 %70, 4
  %117 = add i32 %72, 4
  %118 = icmp eq i32 %117, %28
  br i1 %118, label %29, label %68, !llvm.loop !15

119:                                              ; preds = %6, %53
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @double_math, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
