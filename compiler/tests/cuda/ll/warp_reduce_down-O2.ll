; ModuleID = 'warp_reduce_down.cu'
source_filename = "warp_reduce_down.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z11warp_reducePKiPiPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 16, i32 31)
  %14 = add nsw i32 %13, %12
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 8, i32 31)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 4, i32 31)
  %18 = add nsw i32 %17, %16
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 2, i32 31)
  %20 = add nsw i32 %19, %18
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %20, i32 1, i32 31)
  %22 = getelementptr inbounds float, ptr %2, i64 %10
  %23 = load float, ptr %22, align 4, !tbaa !9
  %24 = tail call noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %23, i32 16, i32 31)
  %25 = fadd float %23, %24
  %26 = tail call noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %25, i32 8, i32 31)
  %27 = fadd float %25, %26
  %28 = tail call noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %27, i32 4, i32 31)
  %29 = fadd float %27, %28
  %30 = tail call noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %29, i32 2, i32 31)
  %31 = fadd float %29, %30
  %32 = tail call noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %31, i32 1, i32 31)
  %33 = and i32 %8, 31
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %42

35:                                               ; preds = %4
  %36 = fadd float %31, %32
  %37 = add nsw i32 %21, %20
  %38 = sdiv i32 %9, 32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %1, i64 %39
  store i32 %37, ptr %40, align 4, !tbaa !5
  %41 = getelementptr inbounds float, ptr %3, i64 %39
  store float %36, ptr %41, align 4, !tbaa !9
  br label %42

42:                                               ; preds = %35, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11warp_reducePKiPiPKfPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
