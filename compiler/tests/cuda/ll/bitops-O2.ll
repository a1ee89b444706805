; ModuleID = 'bitops.cu'
source_filename = "bitops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bitops(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %42

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %14)
  %16 = mul nsw i32 %9, 3
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %1, i64 %17
  store i32 %15, ptr %18, align 4, !tbaa !5
  %19 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %14, i1 true)
  %20 = add nuw nsw i32 %19, 1
  %21 = icmp eq i32 %14, 0
  %22 = select i1 %21, i32 0, i32 %20
  %23 = getelementptr i8, ptr %18, i64 4
  store i32 %22, ptr %23, align 4, !tbaa !5
  %24 = tail call noundef range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %14, i1 false)
  %25 = getelementptr i8, ptr %18, i64 8
  store i32 %24, ptr %25, align 4, !tbaa !5
  %26 = tail call noundef i32 @llvm.bitreverse.i32(i32 %14)
  %27 = mul nsw i32 %9, 5
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %2, i64 %28
  store i32 %26, ptr %29, align 4, !tbaa !5
  %30 = tail call noundef i32 @llvm.nvvm.mulhi.i(i32 %14, i32 305419895)
  %31 = getelementptr i8, ptr %29, i64 4
  store i32 %30, ptr %31, align 4, !tbaa !5
  %32 = and i32 %14, 8388607
  %33 = tail call noundef i32 @llvm.nvvm.mul24.i(i32 %32, i32 1000)
  %34 = getelementptr i8, ptr %29, i64 8
  store i32 %33, ptr %34, align 4, !tbaa !5
  %35 = tail call i32 @llvm.fshl.i32(i32 %14, i32 %14, i32 %9)
  %36 = getelementptr i8, ptr %29, i64 12
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = tail call i32 @llvm.bswap.i32(i32 %14)
  %38 = add i32 %14, -1
  %39 = and i32 %38, %14
  %40 = xor i32 %39, %37
  %41 = getelementptr i8, ptr %29, i64 16
  store i32 %40, ptr %41, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.i(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @bitops, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
