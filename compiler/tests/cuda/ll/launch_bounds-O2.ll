; ModuleID = 'launch_bounds.cu'
source_filename = "launch_bounds.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z8tile_sumILi32EEvPKiPi = comdat any

$_Z8tile_sumILi256EEvPKiPi = comdat any

$_ZZ8tile_sumILi32EEvPKiPiE1s = comdat any

$_ZZ8tile_sumILi256EEvPKiPiE1s = comdat any

@_ZZ8tile_sumILi32EEvPKiPiE1s = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x i32] undef, comdat, align 4
@_ZZ8tile_sumILi256EEvPKiPiE1s = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [256 x i32] undef, comdat, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @saxpy_lb(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !13
  %15 = fmul float %14, %2
  %16 = getelementptr inbounds float, ptr %0, i64 %12
  %17 = load float, ptr %16, align 4, !tbaa !13
  %18 = fadd float %15, %17
  store float %18, ptr %16, align 4, !tbaa !13
  br label %19

19:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @iota_lb(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = mul i32 %3, 1000
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = add nsw i32 %6, %1
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %3, %8
  %10 = add i32 %9, %5
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  store i32 %7, ptr %12, align 4, !tbaa !17
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8tile_sumILi32EEvPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 comdat {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 5
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !17
  %10 = zext nneg i32 %5 to i64
  %11 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 0, i64 %10
  store i32 %9, ptr %11, align 4, !tbaa !17
  tail call void @llvm.nvvm.barrier0()
  %12 = icmp eq i32 %5, 0
  br i1 %12, label %16, label %40

13:                                               ; preds = %16
  %14 = zext nneg i32 %3 to i64
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  store i32 %37, ptr %15, align 4, !tbaa !17
  br label %40

16:                                               ; preds = %2, %16
  %17 = phi i32 [ %38, %16 ], [ 0, %2 ]
  %18 = phi i32 [ %37, %16 ], [ 0, %2 ]
  %19 = zext nneg i32 %17 to i64
  %20 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !17
  %22 = add nsw i32 %21, %18
  %23 = or disjoint i32 %17, 1
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !17
  %27 = add nsw i32 %26, %22
  %28 = or disjoint i32 %17, 2
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !17
  %32 = add nsw i32 %31, %27
  %33 = or disjoint i32 %17, 3
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !17
  %37 = add nsw i32 %36, %32
  %38 = add nuw nsw i32 %17, 4
  %39 = icmp eq i32 %38, 32
  br i1 %39, label %13, label %16, !llvm.loop !19

40:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8tile_sumILi256EEvPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 comdat {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 8
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !17
  %10 = zext nneg i32 %5 to i64
  %11 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi256EEvPKiPiE1s to ptr), i64 0, i64 %10
  store i32 %9, ptr %11, align 4, !tbaa !17
  tail call void @llvm.nvvm.barrier0()
  %12 = icmp eq i32 %5, 0
  br i1 %12, label %16, label %40

13:                                               ; preds = %16
  %14 = zext nneg i32 %3 to i64
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  store i32 %37, ptr %15, align 4, !tbaa !17
  br label %40

16:                                               ; preds = %2, %16
  %17 = phi i32 [ %38, %16 ], [ 0, %2 ]
  %18 = phi i32 [ %37, %16 ], [ 0, %2 ]
  %19 = zext nneg i32 %17 to i64
  %20 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi256EEvPKiPiE1s to ptr), i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !17
  %22 = add nsw i32 %21, %18
  %23 = or disjoint i32 %17, 1
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi256EEvPKiPiE1s to ptr), i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !17
  %27 = add nsw i32 %26, %22
  %28 = or disjoint i32 %17, 2
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi256EEvPKiPiE1s to ptr), i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !17
  %32 = add nsw i32 %31, %27
  %33 = or disjoint i32 %17, 3
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi256EEvPKiPiE1s to ptr), i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !17
  %37 = add nsw i32 %36, %32
  %38 = add nuw nsw i32 %17, 4
  %39 = icmp eq i32 %38, 256
  br i1 %39, label %13, label %16, !llvm.loop !21

40:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.module.flags = !{!9, !10, !11}
!llvm.ident = !{!12}

!0 = !{ptr @saxpy_lb, !"kernel", i32 1}
!1 = !{ptr @saxpy_lb, !"maxntidx", i32 128}
!2 = !{ptr @saxpy_lb, !"minctasm", i32 2}
!3 = !{ptr @iota_lb, !"kernel", i32 1}
!4 = !{ptr @iota_lb, !"maxntidx", i32 64}
!5 = !{ptr @_Z8tile_sumILi32EEvPKiPi, !"kernel", i32 1}
!6 = !{ptr @_Z8tile_sumILi32EEvPKiPi, !"maxntidx", i32 32}
!7 = !{ptr @_Z8tile_sumILi256EEvPKiPi, !"kernel", i32 1}
!8 = !{ptr @_Z8tile_sumILi256EEvPKiPi, !"maxntidx", i32 256}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
