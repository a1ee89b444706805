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
  br i1 %12, label %13, label %79

13:                                               ; preds = %2
  %14 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), align 4, !tbaa !17
  %15 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 4), align 4, !tbaa !17
  %16 = add nsw i32 %15, %14
  %17 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 8), align 4, !tbaa !17
  %18 = add nsw i32 %17, %16
  %19 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 12), align 4, !tbaa !17
  %20 = add nsw i32 %19, %18
  %21 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 16), align 4, !tbaa !17
  %22 = add nsw i32 %21, %20
  %23 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 20), align 4, !tbaa !17
  %24 = add nsw i32 %23, %22
  %25 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 24), align 4, !tbaa !17
  %26 = add nsw i32 %25, %24
  %27 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 28), align 4, !tbaa !17
  %28 = add nsw i32 %27, %26
  %29 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 32), align 4, !tbaa !17
  %30 = add nsw i32 %29, %28
  %31 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 36), align 4, !tbaa !17
  %32 = add nsw i32 %31, %30
  %33 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 40), align 4, !tbaa !17
  %34 = add nsw i32 %33, %32
  %35 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 44), align 4, !tbaa !17
  %36 = add nsw i32 %35, %34
  %37 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 48), align 4, !tbaa !17
  %38 = add nsw i32 %37, %36
  %39 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 52), align 4, !tbaa !17
  %40 = add nsw i32 %39, %38
  %41 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 56), align 4, !tbaa !17
  %42 = add nsw i32 %41, %40
  %43 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 60), align 4, !tbaa !17
  %44 = add nsw i32 %43, %42
  %45 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 64), align 4, !tbaa !17
  %46 = add nsw i32 %45, %44
  %47 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 68), align 4, !tbaa !17
  %48 = add nsw i32 %47, %46
  %49 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 72), align 4, !tbaa !17
  %50 = add nsw i32 %49, %48
  %51 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 76), align 4, !tbaa !17
  %52 = add nsw i32 %51, %50
  %53 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 80), align 4, !tbaa !17
  %54 = add nsw i32 %53, %52
  %55 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 84), align 4, !tbaa !17
  %56 = add nsw i32 %55, %54
  %57 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 88), align 4, !tbaa !17
  %58 = add nsw i32 %57, %56
  %59 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 92), align 4, !tbaa !17
  %60 = add nsw i32 %59, %58
  %61 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 96), align 4, !tbaa !17
  %62 = add nsw i32 %61, %60
  %63 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 100), align 4, !tbaa !17
  %64 = add nsw i32 %63, %62
  %65 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 104), align 4, !tbaa !17
  %66 = add nsw i32 %65, %64
  %67 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 108), align 4, !tbaa !17
  %68 = add nsw i32 %67, %66
  %69 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 112), align 4, !tbaa !17
  %70 = add nsw i32 %69, %68
  %71 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 116), align 4, !tbaa !17
  %72 = add nsw i32 %71, %70
  %73 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 120), align 4, !tbaa !17
  %74 = add nsw i32 %73, %72
  %75 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi32EEvPKiPiE1s to ptr), i64 124), align 4, !tbaa !17
  %76 = add nsw i32 %75, %74
  %77 = zext nneg i32 %3 to i64
  %78 = getelementptr inbounds i32, ptr %1, i64 %77
  store i32 %76, ptr %78, align 4, !tbaa !17
  br label %79

79:                                               ; preds = %13, %2
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
  br i1 %12, label %16, label %60

13:                                               ; preds = %16
  %14 = zext nneg i32 %3 to i64
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  store i32 %57, ptr %15, align 4, !tbaa !17
  br label %60

16:                                               ; preds = %2, %16
  %17 = phi i32 [ %58, %16 ], [ 0, %2 ]
  %18 = phi i32 [ %57, %16 ], [ 0, %2 ]
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
  %38 = or disjoint i32 %17, 4
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi256EEvPKiPiE1s to ptr), i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !17
  %42 = add nsw i32 %41, %37
  %43 = or disjoint i32 %17, 5
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi256EEvPKiPiE1s to ptr), i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !17
  %47 = add nsw i32 %46, %42
  %48 = or disjoint i32 %17, 6
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi256EEvPKiPiE1s to ptr), i64 0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !17
  %52 = add nsw i32 %51, %47
  %53 = or disjoint i32 %17, 7
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_sumILi256EEvPKiPiE1s to ptr), i64 0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !17
  %57 = add nsw i32 %56, %52
  %58 = add nuw nsw i32 %17, 8
  %59 = icmp eq i32 %58, 256
  br i1 %59, label %13, label %16, !llvm.loop !19

60:                                               ; preds = %13, %2
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
