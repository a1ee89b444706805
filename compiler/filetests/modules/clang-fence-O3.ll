; Made by Debian clang 19.1.7 from cuda/fence.cu:
;   clang-19 -include cuda/cuda_more.h -S -emit-llvm --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib -O3 cuda/fence.cu
; In seam's subset, but LLVM 19's NVPTX back end cannot select its 'fence': code generation
; must say so before asking LLVM (tests/codegen.rs).
; test: verify
; test: interpret
; launch: @_Z7publishPiS_ block=4 (data=i32[4] zero, flag=i32[1] zero)
; expect: data: i32[4] = {0, 1, 2, 3}
; expect: flag: i32[1] = {1}

; ModuleID = 'cuda/fence.cu'
source_filename = "cuda/fence.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local void @_Z7publishPiS_(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  store i32 %3, ptr %5, align 4, !tbaa !5
  fence seq_cst
  %6 = icmp eq i32 %3, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  store atomic i32 1, ptr %1 monotonic, align 4
  br label %8

8:                                                ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z7publishPiS_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}

; ==== expected output ====
; launch at line 7:
;   data: i32[4] = {0, 1, 2, 3}
;   flag: i32[1] = {1}
