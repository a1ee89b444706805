; ModuleID = 'devicememory.writeGlobalMemoryUnit.cu'
source_filename = "devicememory.writeGlobalMemoryUnit.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z21writeGlobalMemoryUnitPfii(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %84

5:                                                ; preds = %3
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl nsw i32 %10, 9
  %12 = sitofp i32 %10 to float
  %13 = add nsw i32 %1, -1
  br label %14

14:                                               ; preds = %5, %14
  %15 = phi i32 [ %11, %5 ], [ %81, %14 ]
  %16 = phi i32 [ 0, %5 ], [ %82, %14 ]
  %17 = and i32 %15, %13
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  store float %12, ptr %19, align 4, !tbaa !5
  %20 = add nsw i32 %15, 1
  %21 = and i32 %20, %13
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  store float %12, ptr %23, align 4, !tbaa !5
  %24 = add nsw i32 %15, 2
  %25 = and i32 %24, %13
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  store float %12, ptr %27, align 4, !tbaa !5
  %28 = add nsw i32 %15, 3
  %29 = and i32 %28, %13
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  store float %12, ptr %31, align 4, !tbaa !5
  %32 = add nsw i32 %15, 4
  %33 = and i32 %32, %13
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  store float %12, ptr %35, align 4, !tbaa !5
  %36 = add nsw i32 %15, 5
  %37 = and i32 %36, %13
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  store float %12, ptr %39, align 4, !tbaa !5
  %40 = add nsw i32 %15, 6
  %41 = and i32 %40, %13
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  store float %12, ptr %43, align 4, !tbaa !5
  %44 = add nsw i32 %15, 7
  %45 = and i32 %44, %13
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  store float %12, ptr %47, align 4, !tbaa !5
  %48 = add nsw i32 %15, 8
  %49 = and i32 %48, %13
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  store float %12, ptr %51, align 4, !tbaa !5
  %52 = add nsw i32 %15, 9
  %53 = and i32 %52, %13
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  store float %12, ptr %55, align 4, !tbaa !5
  %56 = add nsw i32 %15, 10
  %57 = and i32 %56, %13
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  store float %12, ptr %59, align 4, !tbaa !5
  %60 = add nsw i32 %15, 11
  %61 = and i32 %60, %13
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  store float %12, ptr %63, align 4, !tbaa !5
  %64 = add nsw i32 %15, 12
  %65 = and i32 %64, %13
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  store float %12, ptr %67, align 4, !tbaa !5
  %68 = add nsw i32 %15, 13
  %69 = and i32 %68, %13
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %0, i64 %70
  store float %12, ptr %71, align 4, !tbaa !5
  %72 = add nsw i32 %15, 14
  %73 = and i32 %72, %13
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %0, i64 %74
  store float %12, ptr %75, align 4, !tbaa !5
  %76 = add nsw i32 %15, 15
  %77 = and i32 %76, %13
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %0, i64 %78
  store float %12, ptr %79, align 4, !tbaa !5
  %80 = add nsw i32 %15, 16
  %81 = and i32 %80, %13
  %82 = add nuw nsw i32 %16, 1
  %83 = icmp eq i32 %82, %2
  br i1 %83, label %84, label %14, !llvm.loop !9

84:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z21writeGlobalMemoryUnitPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
