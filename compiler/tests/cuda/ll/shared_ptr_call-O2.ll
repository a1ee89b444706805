; ModuleID = 'shared_ptr_call.cu'
source_filename = "shared_ptr_call.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6spacesPKfPfE4tile = internal addrspace(3) global [64 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z10sum_scaledPKfif(ptr nocapture noundef readonly %0, i32 noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = and i32 %1, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i32 %1, 2147483644
  br label %29

10:                                               ; preds = %29, %5
  %11 = phi float [ poison, %5 ], [ %55, %29 ]
  %12 = phi i32 [ 0, %5 ], [ %56, %29 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %55, %29 ]
  %14 = icmp eq i32 %6, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %24, %15 ], [ %12, %10 ]
  %17 = phi float [ %23, %15 ], [ %13, %10 ]
  %18 = phi i32 [ %25, %15 ], [ 0, %10 ]
  %19 = zext nneg i32 %16 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !5
  %22 = fmul float %21, %2
  %23 = fadd float %17, %22
  %24 = add nuw nsw i32 %16, 1
  %25 = add i32 %18, 1
  %26 = icmp eq i32 %25, %6
  br i1 %26, label %27, label %15, !llvm.loop !9

27:                                               ; preds = %10, %15, %3
  %28 = phi float [ 0.000000e+00, %3 ], [ %11, %10 ], [ %23, %15 ]
  ret float %28

29:                                               ; preds = %29, %8
  %30 = phi i32 [ 0, %8 ], [ %56, %29 ]
  %31 = phi float [ 0.000000e+00, %8 ], [ %55, %29 ]
  %32 = phi i32 [ 0, %8 ], [ %57, %29 ]
  %33 = zext nneg i32 %30 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fmul float %35, %2
  %37 = fadd float %31, %36
  %38 = or disjoint i32 %30, 1
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fmul float %41, %2
  %43 = fadd float %37, %42
  %44 = or disjoint i32 %30, 2
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = fmul float %47, %2
  %49 = fadd float %43, %48
  %50 = or disjoint i32 %30, 3
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !5
  %54 = fmul float %53, %2
  %55 = fadd float %49, %54
  %56 = add nuw nsw i32 %30, 4
  %57 = add i32 %32, 4
  %58 = icmp eq i32 %57, %9
  br i1 %58, label %10, label %29, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z4fillPfif(ptr nocapture noundef writeonly %0, i32 noundef %1, float noundef %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %23

5:                                                ; preds = %3
  %6 = and i32 %1, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i32 %1, 2147483644
  br label %24

10:                                               ; preds = %24, %5
  %11 = phi i32 [ 0, %5 ], [ %46, %24 ]
  %12 = icmp eq i32 %6, 0
  br i1 %12, label %23, label %13

13:                                               ; preds = %10, %13
  %14 = phi i32 [ %20, %13 ], [ %11, %10 ]
  %15 = phi i32 [ %21, %13 ], [ 0, %10 ]
  %16 = uitofp nneg i32 %14 to float
  %17 = fadd float %16, %2
  %18 = zext nneg i32 %14 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  store float %17, ptr %19, align 4, !tbaa !5
  %20 = add nuw nsw i32 %14, 1
  %21 = add i32 %15, 1
  %22 = icmp eq i32 %21, %6
  br i1 %22, label %23, label %13, !llvm.loop !13

23:                                               ; preds = %10, %13, %3
  ret void

24:                                               ; preds = %24, %8
  %25 = phi i32 [ 0, %8 ], [ %46, %24 ]
  %26 = phi i32 [ 0, %8 ], [ %47, %24 ]
  %27 = uitofp nneg i32 %25 to float
  %28 = fadd float %27, %2
  %29 = zext nneg i32 %25 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  store float %28, ptr %30, align 4, !tbaa !5
  %31 = or disjoint i32 %25, 1
  %32 = uitofp nneg i32 %31 to float
  %33 = fadd float %32, %2
  %34 = zext nneg i32 %31 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  store float %33, ptr %35, align 4, !tbaa !5
  %36 = or disjoint i32 %25, 2
  %37 = uitofp nneg i32 %36 to float
  %38 = fadd float %37, %2
  %39 = zext nneg i32 %36 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  store float %38, ptr %40, align 4, !tbaa !5
  %41 = or disjoint i32 %25, 3
  %42 = uitofp nneg i32 %41 to float
  %43 = fadd float %42, %2
  %44 = zext nneg i32 %41 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  store float %43, ptr %45, align 4, !tbaa !5
  %46 = add nuw nsw i32 %25, 4
  %47 = add i32 %26, 4
  %48 = icmp eq i32 %47, %9
  br i1 %48, label %10, label %24, !llvm.loop !14
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6spacesPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 {
  %3 = alloca [4 x float], align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #6
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 6
  %7 = add i32 %6, %4
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !5
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6spacesPKfPfE4tile to ptr), i64 0, i64 %11
  store float %10, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %13 = uitofp nneg i32 %4 to float
  call void @_Z4fillPfif(ptr noundef nonnull %3, i32 noundef 4, float noundef %13) #6
  %14 = and i32 %4, 1016
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6spacesPKfPfE4tile to ptr), i64 0, i64 %15
  %17 = tail call noundef float @_Z10sum_scaledPKfif(ptr noundef %16, i32 noundef 8, float noundef 5.000000e-01) #6
  %18 = and i32 %4, 1020
  %19 = add i32 %6, %18
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = tail call noundef float @_Z10sum_scaledPKfif(ptr noundef %21, i32 noundef 4, float noundef 2.000000e+00) #6
  %23 = call noundef float @_Z10sum_scaledPKfif(ptr noundef nonnull %3, i32 noundef 4, float noundef 1.000000e+00) #6
  %24 = fadd float %17, %22
  %25 = fadd float %24, %23
  %26 = getelementptr inbounds float, ptr %1, i64 %8
  store float %25, ptr %26, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z6spacesPKfPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !12}
