; ModuleID = 'intdiv.cu'
source_filename = "intdiv.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @intdiv(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %65

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %1, i64 %14
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = tail call i32 @llvm.umax.i32(i32 %18, i32 1)
  %20 = icmp eq i32 %18, -1
  %21 = select i1 %20, i32 3, i32 %19
  %22 = freeze i32 %16
  %23 = freeze i32 %21
  %24 = sdiv i32 %22, %23
  %25 = shl nsw i32 %11, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %2, i64 %26
  store i32 %24, ptr %27, align 4, !tbaa !5
  %28 = mul i32 %24, %23
  %29 = sub i32 %22, %28
  %30 = or disjoint i32 %25, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %2, i64 %31
  store i32 %29, ptr %32, align 4, !tbaa !5
  %33 = sdiv i32 %16, 7
  %34 = srem i32 %16, 10
  %35 = add nsw i32 %33, %34
  %36 = or disjoint i32 %25, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %2, i64 %37
  store i32 %35, ptr %38, align 4, !tbaa !5
  %39 = ashr i32 %16, 1
  %40 = sdiv i32 %39, 4
  %41 = srem i32 %16, 6
  %42 = sub nsw i32 %40, %41
  %43 = or disjoint i32 %25, 3
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %2, i64 %44
  store i32 %42, ptr %45, align 4, !tbaa !5
  %46 = udiv i32 %16, %21
  %47 = urem i32 %16, 1000
  %48 = add i32 %46, %47
  %49 = shl nsw i32 %11, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %3, i64 %50
  store i32 %48, ptr %51, align 4, !tbaa !5
  %52 = udiv i32 %16, 3
  %53 = and i32 %16, 15
  %54 = sub nsw i32 %52, %53
  %55 = or disjoint i32 %49, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %3, i64 %56
  store i32 %54, ptr %57, align 4, !tbaa !5
  %58 = sext i32 %16 to i64
  %59 = mul nsw i64 %58, 1000003
  %60 = sext i32 %21 to i64
  %61 = sdiv i64 %59, %60
  %62 = getelementptr inbounds i64, ptr %4, i64 %50
  store i64 %61, ptr %62, align 8, !tbaa !9
  %63 = urem i64 %59, 1000000007
  %64 = getelementptr inbounds i64, ptr %4, i64 %56
  store i64 %63, ptr %64, align 8, !tbaa !9
  br label %65

65:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @intdiv, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
