; ModuleID = 'devicememory.readGlobalMemoryCoalesced.cu'
source_filename = "devicememory.readGlobalMemoryCoalesced.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z25readGlobalMemoryCoalescedPfS_ii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp sgt i32 %3, 0
  br i1 %10, label %11, label %116

11:                                               ; preds = %4
  %12 = add nsw i32 %2, -1
  br label %13

13:                                               ; preds = %11, %13
  %14 = phi i32 [ 0, %11 ], [ %114, %13 ]
  %15 = phi float [ 0.000000e+00, %11 ], [ %111, %13 ]
  %16 = phi i32 [ %9, %11 ], [ %113, %13 ]
  %17 = and i32 %16, %12
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = add nsw i32 %16, 32768
  %22 = and i32 %21, %12
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = add nsw i32 %16, 65536
  %27 = and i32 %26, %12
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !5
  %31 = add nsw i32 %16, 98304
  %32 = and i32 %31, %12
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = add nsw i32 %16, 131072
  %37 = and i32 %36, %12
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = add nsw i32 %16, 163840
  %42 = and i32 %41, %12
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = add nsw i32 %16, 196608
  %47 = and i32 %46, %12
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !5
  %51 = add nsw i32 %16, 229376
  %52 = and i32 %51, %12
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = add nsw i32 %16, 262144
  %57 = and i32 %56, %12
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !5
  %61 = add nsw i32 %16, 294912
  %62 = and i32 %61, %12
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !5
  %66 = add nsw i32 %16, 327680
  %67 = and i32 %66, %12
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = add nsw i32 %16, 360448
  %72 = and i32 %71, %12
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = add nsw i32 %16, 393216
  %77 = and i32 %76, %12
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %0, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !5
  %81 = add nsw i32 %16, 425984
  %82 = and i32 %81, %12
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %0, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !5
  %86 = add nsw i32 %16, 458752
  %87 = and i32 %86, %12
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %0, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !5
  %91 = add nsw i32 %16, 491520
  %92 = and i32 %91, %12
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !5
  %96 = fadd contract float %20, %25
  %97 = fadd contract float %96, %30
  %98 = fadd contract float %97, %35
  %99 = fadd contract float %98, %40
  %100 = fadd contract float %99, %45
  %101 = fadd contract float %100, %50
  %102 = fadd contract float %101, %55
  %103 = fadd contract float %102, %60
  %104 = fadd contract float %103, %65
  %105 = fadd contract float %104, %70
  %106 = fadd contract float %105, %75
  %107 = fadd contract float %106, %80
  %108 = fadd contract float %107, %85
  %109 = fadd contract float %108, %90
  %110 = fadd contract float %109, %95
  %111 = fadd contract float %15, %110
  %112 = add nsw i32 %16, 524288
  %113 = and i32 %112, %12
  %114 = add nuw nsw i32 %14, 1
  %115 = icmp eq i32 %114, %3
  br i1 %115, label %116, label %13, !llvm.loop !9

116:                                              ; preds = %13, %4
  %117 = phi float [ 0.000000e+00, %4 ], [ %111, %13 ]
  %118 = sext i32 %9 to i64
  %119 = getelementptr inbounds float, ptr %1, i64 %118
  store float %117, ptr %119, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z25readGlobalMemoryCoalescedPfS_ii, !"kernel", i32 1}
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
