; ModuleID = 'devicememory.readGlobalMemoryUnit.cu'
source_filename = "devicememory.readGlobalMemoryUnit.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z20readGlobalMemoryUnitPfS_ii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp sgt i32 %3, 0
  br i1 %10, label %11, label %117

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 9
  %13 = add nsw i32 %2, -1
  br label %14

14:                                               ; preds = %11, %14
  %15 = phi i32 [ 0, %11 ], [ %115, %14 ]
  %16 = phi float [ 0.000000e+00, %11 ], [ %112, %14 ]
  %17 = phi i32 [ %12, %11 ], [ %114, %14 ]
  %18 = and i32 %17, %13
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !5
  %22 = add nsw i32 %17, 1
  %23 = and i32 %22, %13
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = add nsw i32 %17, 2
  %28 = and i32 %27, %13
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = add nsw i32 %17, 3
  %33 = and i32 %32, %13
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = add nsw i32 %17, 4
  %38 = and i32 %37, %13
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = add nsw i32 %17, 5
  %43 = and i32 %42, %13
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !5
  %47 = add nsw i32 %17, 6
  %48 = and i32 %47, %13
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = add nsw i32 %17, 7
  %53 = and i32 %52, %13
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = add nsw i32 %17, 8
  %58 = and i32 %57, %13
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !5
  %62 = add nsw i32 %17, 9
  %63 = and i32 %62, %13
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !5
  %67 = add nsw i32 %17, 10
  %68 = and i32 %67, %13
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !5
  %72 = add nsw i32 %17, 11
  %73 = and i32 %72, %13
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = add nsw i32 %17, 12
  %78 = and i32 %77, %13
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !5
  %82 = add nsw i32 %17, 13
  %83 = and i32 %82, %13
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %0, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = add nsw i32 %17, 14
  %88 = and i32 %87, %13
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %0, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !5
  %92 = add nsw i32 %17, 15
  %93 = and i32 %92, %13
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %0, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !5
  %97 = fadd contract float %21, %26
  %98 = fadd contract float %97, %31
  %99 = fadd contract float %98, %36
  %100 = fadd contract float %99, %41
  %101 = fadd contract float %100, %46
  %102 = fadd contract float %101, %51
  %103 = fadd contract float %102, %56
  %104 = fadd contract float %103, %61
  %105 = fadd contract float %104, %66
  %106 = fadd contract float %105, %71
  %107 = fadd contract float %106, %76
  %108 = fadd contract float %107, %81
  %109 = fadd contract float %108, %86
  %110 = fadd contract float %109, %91
  %111 = fadd contract float %110, %96
  %112 = fadd contract float %16, %111
  %113 = add nsw i32 %17, 16
  %114 = and i32 %113, %13
  %115 = add nuw nsw i32 %15, 1
  %116 = icmp eq i32 %115, %3
  br i1 %116, label %117, label %14, !llvm.loop !9

117:                                              ; preds = %14, %4
  %118 = phi float [ 0.000000e+00, %4 ], [ %112, %14 ]
  %119 = sext i32 %9 to i64
  %120 = getelementptr inbounds float, ptr %1, i64 %119
  store float %118, ptr %120, align 4, !tbaa !5
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

!0 = !{ptr @_Z20readGlobalMemoryUnitPfS_ii, !"kernel", i32 1}
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
