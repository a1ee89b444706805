; ModuleID = 'warp_idx_width.cu'
source_filename = "warp_idx_width.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @warp_idx(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %13, i32 0, i32 6175)
  %15 = getelementptr inbounds i32, ptr %1, i64 %11
  store i32 %14, ptr %15, align 4, !tbaa !6
  %16 = add nuw nsw i32 %9, 1
  %17 = and i32 %16, 7
  %18 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %13, i32 %17, i32 6175)
  %19 = getelementptr inbounds i32, ptr %2, i64 %11
  store i32 %18, ptr %19, align 4, !tbaa !6
  %20 = getelementptr inbounds float, ptr %3, i64 %11
  %21 = load float, ptr %20, align 4, !tbaa !10
  %22 = tail call noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %21, i32 2, i32 4096)
  %23 = getelementptr inbounds float, ptr %4, i64 %11
  store float %22, ptr %23, align 4, !tbaa !10
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @warp_sum64(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i64, ptr %0, i64 %8
  %10 = load i64, ptr %9, align 8, !tbaa !12
  %11 = trunc i64 %10 to i32
  %12 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %11, i32 16, i32 31)
  %13 = lshr i64 %10, 32
  %14 = trunc nuw i64 %13 to i32
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 16, i32 31)
  %16 = zext i32 %15 to i64
  %17 = shl nuw i64 %16, 32
  %18 = zext i32 %12 to i64
  %19 = add i64 %10, %18
  %20 = add i64 %19, %17
  %21 = trunc i64 %19 to i32
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %21, i32 8, i32 31)
  %23 = lshr i64 %20, 32
  %24 = trunc nuw i64 %23 to i32
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %24, i32 8, i32 31)
  %26 = zext i32 %25 to i64
  %27 = shl nuw i64 %26, 32
  %28 = zext i32 %22 to i64
  %29 = add i64 %20, %28
  %30 = add i64 %29, %27
  %31 = trunc i64 %29 to i32
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %31, i32 4, i32 31)
  %33 = lshr i64 %30, 32
  %34 = trunc nuw i64 %33 to i32
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %34, i32 4, i32 31)
  %36 = zext i32 %35 to i64
  %37 = shl nuw i64 %36, 32
  %38 = zext i32 %32 to i64
  %39 = add i64 %30, %38
  %40 = add i64 %39, %37
  %41 = trunc i64 %39 to i32
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %41, i32 2, i32 31)
  %43 = lshr i64 %40, 32
  %44 = trunc nuw i64 %43 to i32
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %44, i32 2, i32 31)
  %46 = zext i32 %45 to i64
  %47 = shl nuw i64 %46, 32
  %48 = zext i32 %42 to i64
  %49 = add i64 %40, %48
  %50 = add i64 %49, %47
  %51 = trunc i64 %49 to i32
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %51, i32 1, i32 31)
  %53 = lshr i64 %50, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %54, i32 1, i32 31)
  %56 = and i32 %6, 31
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %67

58:                                               ; preds = %2
  %59 = zext i32 %52 to i64
  %60 = add i64 %50, %59
  %61 = zext i32 %55 to i64
  %62 = shl nuw i64 %61, 32
  %63 = add i64 %60, %62
  %64 = sdiv i32 %7, 32
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i64, ptr %1, i64 %65
  store i64 %63, ptr %66, align 8, !tbaa !12
  br label %67

67:                                               ; preds = %58, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @warp_idx, !"kernel", i32 1}
!1 = !{ptr @warp_sum64, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
