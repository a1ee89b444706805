; Made by Debian clang 19.1.7 from cuda/warp.cu:
;   clang-19 -include cuda/cuda_more.h -S -emit-llvm --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib -Xclang -target-feature -Xclang +ptx80 -O3 cuda/warp.cu
; A warp reduction with shfl.sync.down (once outside the subset).
; test: roundtrip
; test: verify

; ModuleID = 'cuda/warp.cu'
source_filename = "cuda/warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z8warp_sumPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nuw nsw i32 %3, %4
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nuw nsw i32 %5, %6
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 16, i32 31)
  %12 = add nsw i32 %11, %10
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 8, i32 31)
  %14 = add nsw i32 %13, %12
  %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 4, i32 31)
  %16 = add nsw i32 %15, %14
  %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 2, i32 31)
  %18 = add nsw i32 %17, %16
  %19 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 1, i32 31)
  %20 = and i32 %6, 31
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %2
  %23 = add nsw i32 %19, %18
  %24 = lshr i32 %7, 5
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %1, i64 %25
  store i32 %23, ptr %26, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %22, %2
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

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z8warp_sumPKiPi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}

; ==== expected output ====
; source_filename = "cuda/warp.cu"
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define dso_local void @_Z8warp_sumPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
;   %3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
;   %4 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
;   %5 = mul nuw nsw i32 %3, %4
;   %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %7 = add nuw nsw i32 %5, %6
;   %8 = zext nneg i32 %7 to i64
;   %9 = getelementptr inbounds i32, ptr %0, i64 %8
;   %10 = load i32, ptr %9, align 4
;   %11 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 16, i32 31)
;   %12 = add nsw i32 %11, %10
;   %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 8, i32 31)
;   %14 = add nsw i32 %13, %12
;   %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 4, i32 31)
;   %16 = add nsw i32 %15, %14
;   %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 2, i32 31)
;   %18 = add nsw i32 %17, %16
;   %19 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 1, i32 31)
;   %20 = and i32 %6, 31
;   %21 = icmp eq i32 %20, 0
;   br i1 %21, label %22, label %27
;
; 22:
;   %23 = add nsw i32 %19, %18
;   %24 = lshr i32 %7, 5
;   %25 = zext nneg i32 %24 to i64
;   %26 = getelementptr inbounds i32, ptr %1, i64 %25
;   store i32 %23, ptr %26, align 4
;   br label %27
;
; 27:
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
;
; declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2
;
; attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
; attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
;
; !nvvm.annotations = !{!0}
; !llvm.module.flags = !{!1, !2, !3}
; !llvm.ident = !{!4}
;
; !0 = !{ptr @_Z8warp_sumPKiPi, !"kernel", i32 1}
; !1 = !{i32 1, !"wchar_size", i32 4}
; !2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
; !3 = !{i32 7, !"frame-pointer", i32 2}
; !4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
