; ModuleID = 'devicememory.writeGlobalMemoryCoalesced.cu'
source_filename = "devicememory.writeGlobalMemoryCoalesced.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z26writeGlobalMemoryCoalescedPfii(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %83

5:                                                ; preds = %3
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sitofp i32 %10 to float
  %12 = add nsw i32 %1, -1
  br label %13

13:                                               ; preds = %5, %13
  %14 = phi i32 [ %10, %5 ], [ %80, %13 ]
  %15 = phi i32 [ 0, %5 ], [ %81, %13 ]
  %16 = and i32 %14, %12
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  store float %11, ptr %18, align 4, !tbaa !5
  %19 = add nsw i32 %14, 32768
  %20 = and i32 %19, %12
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  store float %11, ptr %22, align 4, !tbaa !5
  %23 = add nsw i32 %14, 65536
  %24 = and i32 %23, %12
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  store float %11, ptr %26, align 4, !tbaa !5
  %27 = add nsw i32 %14, 98304
  %28 = and i32 %27, %12
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  store float %11, ptr %30, align 4, !tbaa !5
  %31 = add nsw i32 %14, 131072
  %32 = and i32 %31, %12
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  store float %11, ptr %34, align 4, !tbaa !5
  %35 = add nsw i32 %14, 163840
  %36 = and i32 %35, %12
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  store float %11, ptr %38, align 4, !tbaa !5
  %39 = add nsw i32 %14, 196608
  %40 = and i32 %39, %12
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  store float %11, ptr %42, align 4, !tbaa !5
  %43 = add nsw i32 %14, 229376
  %44 = and i32 %43, %12
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  store float %11, ptr %46, align 4, !tbaa !5
  %47 = add nsw i32 %14, 262144
  %48 = and i32 %47, %12
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  store float %11, ptr %50, align 4, !tbaa !5
  %51 = add nsw i32 %14, 294912
  %52 = and i32 %51, %12
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  store float %11, ptr %54, align 4, !tbaa !5
  %55 = add nsw i32 %14, 327680
  %56 = and i32 %55, %12
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %11, ptr %58, align 4, !tbaa !5
  %59 = add nsw i32 %14, 360448
  %60 = and i32 %59, %12
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %0, i64 %61
  store float %11, ptr %62, align 4, !tbaa !5
  %63 = add nsw i32 %14, 393216
  %64 = and i32 %63, %12
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  store float %11, ptr %66, align 4, !tbaa !5
  %67 = add nsw i32 %14, 425984
  %68 = and i32 %67, %12
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  store float %11, ptr %70, align 4, !tbaa !5
  %71 = add nsw i32 %14, 458752
  %72 = and i32 %71, %12
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %0, i64 %73
  store float %11, ptr %74, align 4, !tbaa !5
  %75 = add nsw i32 %14, 491520
  %76 = and i32 %75, %12
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %0, i64 %77
  store float %11, ptr %78, align 4, !tbaa !5
  %79 = add nsw i32 %14, 524288
  %80 = and i32 %79, %12
  %81 = add nuw nsw i32 %15, 1
  %82 = icmp eq i32 %81, %2
  br i1 %82, label %83, label %13, !llvm.loop !9

83:                                               ; preds = %13, %3
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

!0 = !{ptr @_Z26writeGlobalMemoryCoalescedPfii, !"kernel", i32 1}
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
