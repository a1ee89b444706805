; ModuleID = 'transpose_dyn.cu'
source_filename = "transpose_dyn.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, %5
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul nuw nsw i32 %10, %5
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = add nuw nsw i32 %11, %12
  %14 = icmp slt i32 %9, %3
  %15 = icmp slt i32 %13, %2
  %16 = and i1 %15, %14
  br i1 %16, label %17, label %28

17:                                               ; preds = %4
  %18 = mul nsw i32 %13, %3
  %19 = add nsw i32 %18, %9
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = add nuw nsw i32 %5, 1
  %24 = mul nuw nsw i32 %23, %12
  %25 = add nuw nsw i32 %24, %8
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %26
  store float %22, ptr %27, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %17, %4
  tail call void @llvm.nvvm.barrier0()
  %29 = add nuw nsw i32 %11, %8
  %30 = add i32 %7, %12
  %31 = icmp slt i32 %29, %2
  %32 = icmp slt i32 %30, %3
  %33 = and i1 %31, %32
  br i1 %33, label %34, label %45

34:                                               ; preds = %28
  %35 = add nuw nsw i32 %5, 1
  %36 = mul nuw nsw i32 %35, %8
  %37 = add nuw nsw i32 %36, %12
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = mul nsw i32 %30, %2
  %42 = add nsw i32 %41, %29
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  store float %40, ptr %44, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %34, %28
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @transpose, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
