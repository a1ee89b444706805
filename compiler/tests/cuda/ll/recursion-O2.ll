; ModuleID = 'recursion.cu'
source_filename = "recursion.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z8tree_sumPKiiii(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sge i32 %1, %2
  %6 = icmp sgt i32 %3, 6
  %7 = or i1 %5, %6
  br i1 %7, label %25, label %8

8:                                                ; preds = %4, %8
  %9 = phi i32 [ %17, %8 ], [ %3, %4 ]
  %10 = phi i32 [ %19, %8 ], [ %1, %4 ]
  %11 = phi i32 [ %21, %8 ], [ 0, %4 ]
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = shl nsw i32 %10, 1
  %16 = or disjoint i32 %15, 1
  %17 = add nsw i32 %9, 1
  %18 = tail call noundef i32 @_Z8tree_sumPKiiii(ptr noundef %0, i32 noundef %16, i32 noundef %2, i32 noundef %17) #4
  %19 = add nsw i32 %15, 2
  %20 = add i32 %14, %11
  %21 = add i32 %20, %18
  %22 = icmp sge i32 %19, %2
  %23 = icmp sgt i32 %9, 5
  %24 = or i1 %22, %23
  br i1 %24, label %25, label %8

25:                                               ; preds = %8, %4
  %26 = phi i32 [ 0, %4 ], [ %21, %8 ]
  ret i32 %26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3gcdjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %7, %4 ], [ %1, %2 ]
  %6 = phi i32 [ %5, %4 ], [ %0, %2 ]
  %7 = urem i32 %6, %5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %4

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %0, %2 ], [ %5, %4 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z7recursePKiiPKjS2_PiPj(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5) local_unnamed_addr #2 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @_Z8tree_sumPKiiii(ptr noundef %0, i32 noundef %11, i32 noundef %1, i32 noundef 0) #4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds i32, ptr %4, i64 %13
  store i32 %12, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, ptr %2, i64 %13
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %3, i64 %13
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %6, %20
  %21 = phi i32 [ %23, %20 ], [ %18, %6 ]
  %22 = phi i32 [ %21, %20 ], [ %16, %6 ]
  %23 = urem i32 %22, %21
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %20

25:                                               ; preds = %20, %6
  %26 = phi i32 [ %16, %6 ], [ %21, %20 ]
  %27 = getelementptr inbounds i32, ptr %5, i64 %13
  store i32 %26, ptr %27, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z7recursePKiiPKjS2_PiPj, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
