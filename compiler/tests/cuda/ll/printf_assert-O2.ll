; ModuleID = 'printf_assert.cu'
source_filename = "printf_assert.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, i32, double }

@.str = private unnamed_addr constant [7 x i8] c"v >= 0\00", align 1
@.str1 = private unnamed_addr constant [17 x i8] c"printf_assert.cu\00", align 1
@__PRETTY_FUNCTION__.checked_scale = private unnamed_addr constant [49 x i8] c"void checked_scale(const int *, int *, int, int)\00", align 1
@.str2 = private unnamed_addr constant [33 x i8] c"block %d: in[0] = %d, scaled %f\0A\00", align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @checked_scale(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca %printf_args, align 8
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %30

12:                                               ; preds = %4
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = icmp sgt i32 %15, -1
  br i1 %16, label %18, label %17

17:                                               ; preds = %12
  tail call void @__assertfail(ptr noundef nonnull @.str, ptr noundef nonnull @.str1, i32 noundef 14, ptr noundef nonnull @__PRETTY_FUNCTION__.checked_scale, i64 noundef 1) #3
  br label %18

18:                                               ; preds = %12, %17
  %19 = mul nsw i32 %15, 3
  %20 = getelementptr inbounds i32, ptr %1, i64 %13
  store i32 %19, ptr %20, align 4, !tbaa !5
  %21 = icmp ne i32 %3, 0
  %22 = icmp eq i32 %10, 0
  %23 = and i1 %22, %21
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = getelementptr inbounds i8, ptr %5, i64 8
  %26 = getelementptr inbounds i8, ptr %5, i64 4
  %27 = sitofp i32 %15 to double
  %28 = fmul double %27, 3.000000e+00
  store i32 %6, ptr %5, align 8
  store i32 %15, ptr %26, align 4
  store double %28, ptr %25, align 8
  %29 = call i32 @vprintf(ptr nonnull @.str2, ptr nonnull %5) #4
  br label %30

30:                                               ; preds = %18, %24, %4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @checked_scale, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
