; ModuleID = 'block_reduce_warp.cu'
source_filename = "block_reduce_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z12block_reduceIiEvPKT_PS0_ = comdat any

$_Z12block_reduceIfEvPKT_PS0_ = comdat any

@warp_totals = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12block_reduceIiEvPKT_PS0_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %5, %4
  %7 = add i32 %6, %3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %10, i32 16, i32 31)
  %12 = add nsw i32 %11, %10
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %12, i32 8, i32 31)
  %14 = add nsw i32 %13, %12
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %14, i32 4, i32 31)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %16, i32 2, i32 31)
  %18 = add nsw i32 %17, %16
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %18, i32 1, i32 31)
  %20 = and i32 %3, 31
  %21 = lshr i32 %4, 5
  %22 = icmp eq i32 %20, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %2
  %24 = add nsw i32 %19, %18
  %25 = lshr exact i32 %3, 5
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @warp_totals to ptr), i64 %26
  store i32 %24, ptr %27, align 4, !tbaa !6
  br label %28

28:                                               ; preds = %23, %2
  tail call void @llvm.nvvm.barrier0()
  %29 = icmp ult i32 %3, 32
  br i1 %29, label %30, label %51

30:                                               ; preds = %28
  %31 = icmp ult i32 %20, %21
  br i1 %31, label %32, label %36

32:                                               ; preds = %30
  %33 = zext nneg i32 %20 to i64
  %34 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @warp_totals to ptr), i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %30, %32
  %37 = phi i32 [ %35, %32 ], [ 0, %30 ]
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 16, i32 31)
  %39 = add nsw i32 %38, %37
  %40 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 8, i32 31)
  %41 = add nsw i32 %40, %39
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 4, i32 31)
  %43 = add nsw i32 %42, %41
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 2, i32 31)
  %45 = add nsw i32 %44, %43
  %46 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %45, i32 1, i32 31)
  br i1 %22, label %47, label %51

47:                                               ; preds = %36
  %48 = add nsw i32 %46, %45
  %49 = zext nneg i32 %5 to i64
  %50 = getelementptr inbounds i32, ptr %1, i64 %49
  store i32 %48, ptr %50, align 4, !tbaa !6
  br label %51

51:                                               ; preds = %36, %47, %28
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12block_reduceIfEvPKT_PS0_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %5, %4
  %7 = add i32 %6, %3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !10
  %11 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %10, i32 16, i32 31)
  %12 = fadd float %10, %11
  %13 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %12, i32 8, i32 31)
  %14 = fadd float %12, %13
  %15 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 4, i32 31)
  %16 = fadd float %14, %15
  %17 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %16, i32 2, i32 31)
  %18 = fadd float %16, %17
  %19 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %18, i32 1, i32 31)
  %20 = and i32 %3, 31
  %21 = lshr i32 %4, 5
  %22 = icmp eq i32 %20, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %2
  %24 = fadd float %18, %19
  %25 = lshr exact i32 %3, 5
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @warp_totals to ptr), i64 %26
  store float %24, ptr %27, align 4, !tbaa !10
  br label %28

28:                                               ; preds = %23, %2
  tail call void @llvm.nvvm.barrier0()
  %29 = icmp ult i32 %3, 32
  br i1 %29, label %30, label %51

30:                                               ; preds = %28
  %31 = icmp ult i32 %20, %21
  br i1 %31, label %32, label %36

32:                                               ; preds = %30
  %33 = zext nneg i32 %20 to i64
  %34 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @warp_totals to ptr), i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !10
  br label %36

36:                                               ; preds = %30, %32
  %37 = phi float [ %35, %32 ], [ 0.000000e+00, %30 ]
  %38 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %37, i32 16, i32 31)
  %39 = fadd float %37, %38
  %40 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %39, i32 8, i32 31)
  %41 = fadd float %39, %40
  %42 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %41, i32 4, i32 31)
  %43 = fadd float %41, %42
  %44 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 2, i32 31)
  %45 = fadd float %43, %44
  %46 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 1, i32 31)
  br i1 %22, label %47, label %51

47:                                               ; preds = %36
  %48 = fadd float %45, %46
  %49 = zext nneg i32 %5 to i64
  %50 = getelementptr inbounds float, ptr %1, i64 %49
  store float %48, ptr %50, align 4, !tbaa !10
  br label %51

51:                                               ; preds = %36, %47, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z12block_reduceIiEvPKT_PS0_, !"kernel", i32 1}
!1 = !{ptr @_Z12block_reduceIfEvPKT_PS0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
