; ModuleID = 'warp_scan_up.cu'
source_filename = "warp_scan_up.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @warp_scan(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = and i32 %7, 31
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %12, i32 1, i32 0)
  %14 = icmp eq i32 %9, 0
  %15 = select i1 %14, i32 0, i32 %13
  %16 = add nsw i32 %15, %12
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %16, i32 2, i32 0)
  %18 = icmp ult i32 %9, 2
  %19 = select i1 %18, i32 0, i32 %17
  %20 = add nsw i32 %19, %16
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %20, i32 4, i32 0)
  %22 = icmp ult i32 %9, 4
  %23 = select i1 %22, i32 0, i32 %21
  %24 = add nsw i32 %23, %20
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %24, i32 8, i32 0)
  %26 = icmp ult i32 %9, 8
  %27 = select i1 %26, i32 0, i32 %25
  %28 = add nsw i32 %27, %24
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %28, i32 16, i32 0)
  %30 = icmp ult i32 %9, 16
  %31 = select i1 %30, i32 0, i32 %29
  %32 = add nsw i32 %31, %28
  %33 = getelementptr inbounds i32, ptr %1, i64 %10
  store i32 %32, ptr %33, align 4, !tbaa !5
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %32, i32 31, i32 31)
  %35 = icmp eq i32 %9, 0
  br i1 %35, label %36, label %40

36:                                               ; preds = %3
  %37 = sdiv i32 %8, 32
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %2, i64 %38
  store i32 %34, ptr %39, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %36, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @warp_scan, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
