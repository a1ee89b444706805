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
  br i1 %12, label %13, label %88

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
  br i1 %23, label %24, label %44

24:                                               ; preds = %13
  %25 = and i32 %5, 1
  %26 = icmp eq i32 %5, 1
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = and i32 %5, 2147483646
  br label %59

29:                                               ; preds = %59, %24
  %30 = phi double [ poison, %24 ], [ %82, %59 ]
  %31 = phi double [ 0.000000e+00, %24 ], [ %82, %59 ]
  %32 = phi i32 [ 0, %24 ], [ %85, %59 ]
  %33 = phi double [ 0.000000e+00, %24 ], [ %84, %59 ]
  %34 = icmp eq i32 %25, 0
  br i1 %34, label %44, label %35

35:                                               ; preds = %29
  %36 = add nsw i32 %32, %11
  %37 = srem i32 %36, %4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = fmul double %40, 1.000000e-01
  %42 = fsub double %41, %33
  %43 = fadd double %31, %42
  br label %44

44:                                               ; preds = %35, %29, %13
  %45 = phi double [ 0.000000e+00, %13 ], [ %30, %29 ], [ %43, %35 ]
  %46 = getelementptr i8, ptr %22, i64 8
  store double %45, ptr %46, align 8, !tbaa !5
  %47 = fptrunc double %16 to float
  %48 = fpext float %47 to double
  %49 = fsub double %48, %16
  %50 = getelementptr i8, ptr %22, i64 16
  store double %49, ptr %50, align 8, !tbaa !5
  %51 = fmul double %16, 1.000000e-03
  %52 = fptrunc double %51 to float
  %53 = getelementptr inbounds float, ptr %2, i64 %14
  store float %52, ptr %53, align 4, !tbaa !9
  %54 = fmul double %16, 1.024000e+03
  %55 = fptosi double %54 to i64
  %56 = zext i32 %20 to i64
  %57 = add nsw i64 %55, %56
  %58 = getelementptr inbounds i64, ptr %3, i64 %14
  store i64 %57, ptr %58, align 8, !tbaa !11
  br label %88

59:                                               ; preds = %59, %27
  %60 = phi double [ 0.000000e+00, %27 ], [ %82, %59 ]
  %61 = phi i32 [ 0, %27 ], [ %85, %59 ]
  %62 = phi double [ 0.000000e+00, %27 ], [ %84, %59 ]
  %63 = phi i32 [ 0, %27 ], [ %86, %59 ]
  %64 = add nsw i32 %61, %11
  %65 = srem i32 %64, %4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = fmul double %68, 1.000000e-01
  %70 = fsub double %69, %62
  %71 = fadd double %60, %70
  %72 = fsub double %71, %60
  %73 = fsub double %72, %70
  %74 = or disjoint i32 %61, 1
  %75 = add nsw i32 %74, %11
  %76 = srem i32 %75, %4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds double, ptr %0, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !5
  %80 = fmul double %79, 1.000000e-01
  %81 = fsub double %80, %73
  %82 = fadd double %71, %81
  %83 = fsub double %82, %71
  %84 = fsub double %83, %81
  %85 = add nuw nsw i32 %61, 2
  %86 = add i32 %63, 2
  %87 = icmp eq i32 %86, %28
  br i1 %87, label %29, label %59, !llvm.loop !13

88:                                               ; preds = %6, %44
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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
