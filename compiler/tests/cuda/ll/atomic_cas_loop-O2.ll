; ModuleID = 'atomic_cas_loop.cu'
source_filename = "atomic_cas_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local noundef i32 @_Z7sat_incPjj(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load atomic i32, ptr %0 monotonic, align 4
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i32 [ %3, %2 ], [ %10, %4 ]
  %6 = icmp ult i32 %5, %1
  %7 = add i32 %5, 1
  %8 = select i1 %6, i32 %7, i32 %1
  %9 = cmpxchg ptr %0, i32 %5, i32 %8 seq_cst seq_cst, align 4
  %10 = extractvalue { i32, i1 } %9, 0
  %11 = extractvalue { i32, i1 } %9, 1
  br i1 %11, label %12, label %4, !llvm.loop !5

12:                                               ; preds = %4
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef float @_Z11atomic_fmaxPff(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #1 {
  %3 = atomicrmw or ptr %0, i32 0 seq_cst, align 4
  %4 = bitcast float %1 to i32
  br label %5

5:                                                ; preds = %9, %2
  %6 = phi i32 [ %3, %2 ], [ %11, %9 ]
  %7 = bitcast i32 %6 to float
  %8 = fcmp ult float %7, %1
  br i1 %8, label %9, label %15

9:                                                ; preds = %5
  %10 = cmpxchg ptr %0, i32 %6, i32 %4 seq_cst seq_cst, align 4
  %11 = extractvalue { i32, i1 } %10, 0
  %12 = extractvalue { i32, i1 } %10, 1
  br i1 %12, label %13, label %5, !llvm.loop !7

13:                                               ; preds = %9
  %14 = bitcast i32 %11 to float
  br label %15

15:                                               ; preds = %5, %13
  %16 = phi float [ %14, %13 ], [ %7, %5 ]
  ret float %16
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z9cas_loopsPjPfPKf(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i32 @_Z7sat_incPjj(ptr noundef %0, i32 noundef 50) #4
  %10 = getelementptr inbounds i8, ptr %0, i64 4
  %11 = tail call noundef i32 @_Z7sat_incPjj(ptr noundef nonnull %10, i32 noundef 1000) #4
  %12 = sext i32 %8 to i64
  %13 = getelementptr inbounds float, ptr %2, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = atomicrmw or ptr %1, i32 0 seq_cst, align 4
  %16 = bitcast float %14 to i32
  br label %17

17:                                               ; preds = %21, %3
  %18 = phi i32 [ %15, %3 ], [ %23, %21 ]
  %19 = bitcast i32 %18 to float
  %20 = fcmp ugt float %14, %19
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = cmpxchg ptr %1, i32 %18, i32 %16 seq_cst seq_cst, align 4
  %23 = extractvalue { i32, i1 } %22, 0
  %24 = extractvalue { i32, i1 } %22, 1
  br i1 %24, label %25, label %17, !llvm.loop !7

25:                                               ; preds = %21, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #2 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9cas_loopsPjPfPKf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
