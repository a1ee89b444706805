; ModuleID = 'neuralnet.cu'
source_filename = "neuralnet.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z18kernelUpdateBiasesPfS_ff(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #0 {
  %5 = fdiv contract float %2, %3
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !18
  %10 = fmul contract float %5, %9
  %11 = getelementptr inbounds float, ptr %1, i64 %7
  %12 = load float, ptr %11, align 4, !tbaa !18
  %13 = fsub contract float %12, %10
  store float %13, ptr %11, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z19kernelUpdateWeightsPfS_iff(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp ult i32 %10, %2
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = fdiv contract float %3, %4
  %14 = zext i32 %10 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !18
  %17 = fmul contract float %13, %16
  %18 = getelementptr inbounds float, ptr %1, i64 %14
  %19 = load float, ptr %18, align 4, !tbaa !18
  %20 = fsub contract float %19, %17
  store float %20, ptr %18, align 4, !tbaa !18
  br label %21

21:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z18kernelUpdateNablaBPfS_(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds float, ptr %1, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !18
  %7 = getelementptr inbounds float, ptr %0, i64 %4
  %8 = load float, ptr %7, align 4, !tbaa !18
  %9 = fadd contract float %6, %8
  store float %9, ptr %7, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z18kernelUpdateNablaWPfS_i(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %10, label %17

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = getelementptr inbounds float, ptr %1, i64 %11
  %14 = load float, ptr %13, align 4, !tbaa !18
  %15 = load float, ptr %12, align 4, !tbaa !18
  %16 = fadd contract float %14, %15
  store float %16, ptr %12, align 4, !tbaa !18
  br label %17

17:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z16kernelInitNablaBPf(ptr nocapture noundef writeonly %0) local_unnamed_addr #2 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds float, ptr %0, i64 %3
  store float 0.000000e+00, ptr %4, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z16kernelInitNablaWPfi(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp ult i32 %7, %1
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = zext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  store float 0.000000e+00, ptr %11, align 4, !tbaa !18
  br label %12

12:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z16kernelBackprop3aPfiiiS_i(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %7, %1
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  store float 0.000000e+00, ptr %10, align 4, !tbaa !18
  %11 = icmp sgt i32 %2, 0
  br i1 %11, label %12, label %95

12:                                               ; preds = %6
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = add i32 %7, %5
  %15 = and i32 %2, 3
  %16 = icmp ult i32 %2, 4
  br i1 %16, label %73, label %17

17:                                               ; preds = %12
  %18 = and i32 %2, 2147483644
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi float [ 0.000000e+00, %17 ], [ %69, %19 ]
  %21 = phi i32 [ 0, %17 ], [ %70, %19 ]
  %22 = phi i32 [ 0, %17 ], [ %71, %19 ]
  %23 = add nsw i32 %21, %3
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !18
  %27 = mul i32 %21, %13
  %28 = add i32 %14, %27
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %4, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !18
  %32 = fmul contract float %26, %31
  %33 = fadd contract float %20, %32
  store float %33, ptr %10, align 4, !tbaa !18
  %34 = or disjoint i32 %21, 1
  %35 = add nsw i32 %34, %3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !18
  %39 = mul i32 %34, %13
  %40 = add i32 %14, %39
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %4, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !18
  %44 = fmul contract float %38, %43
  %45 = fadd contract float %33, %44
  store float %45, ptr %10, align 4, !tbaa !18
  %46 = or disjoint i32 %21, 2
  %47 = add nsw i32 %46, %3
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !18
  %51 = mul i32 %46, %13
  %52 = add i32 %14, %51
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %4, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !18
  %56 = fmul contract float %50, %55
  %57 = fadd contract float %45, %56
  store float %57, ptr %10, align 4, !tbaa !18
  %58 = or disjoint i32 %21, 3
  %59 = add nsw i32 %58, %3
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !18
  %63 = mul i32 %58, %13
  %64 = add i32 %14, %63
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %4, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !18
  %68 = fmul contract float %62, %67
  %69 = fadd contract float %57, %68
  store float %69, ptr %10, align 4, !tbaa !18
  %70 = add nuw nsw i32 %21, 4
  %71 = add i32 %22, 4
  %72 = icmp eq i32 %71, %18
  br i1 %72, label %73, label %19, !llvm.loop !22

73:                                               ; preds = %19, %12
  %74 = phi float [ 0.000000e+00, %12 ], [ %69, %19 ]
  %75 = phi i32 [ 0, %12 ], [ %70, %19 ]
  %76 = icmp eq i32 %15, 0
  br i1 %76, label %95, label %77

77:                                               ; preds = %73, %77
  %78 = phi float [ %91, %77 ], [ %74, %73 ]
  %79 = phi i32 [ %92, %77 ], [ %75, %73 ]
  %80 = phi i32 [ %93, %77 ], [ 0, %73 ]
  %81 = add nsw i32 %79, %3
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %0, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !18
  %85 = mul i32 %79, %13
  %86 = add i32 %14, %85
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %4, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !18
  %90 = fmul contract float %84, %89
  %91 = fadd contract float %78, %90
  store float %91, ptr %10, align 4, !tbaa !18
  %92 = add nuw nsw i32 %79, 1
  %93 = add i32 %80, 1
  %94 = icmp eq i32 %93, %15
  br i1 %94, label %95, label %77, !llvm.loop !24

95:                                               ; preds = %73, %77, %6
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16kernelBackprop3bPfiS_(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds float, ptr %2, i64 %5
  %7 = load float, ptr %6, align 4, !tbaa !18
  %8 = fneg contract float %7
  %9 = tail call contract noundef float @__nv_expf(float noundef %8) #8
  %10 = fpext float %9 to double
  %11 = fadd contract double %10, 1.000000e+00
  %12 = fdiv contract double 1.000000e+00, %11
  %13 = load float, ptr %6, align 4, !tbaa !18
  %14 = fneg contract float %13
  %15 = tail call contract noundef float @__nv_expf(float noundef %14) #8
  %16 = fpext float %15 to double
  %17 = fadd contract double %16, 1.000000e+00
  %18 = fdiv contract double 1.000000e+00, %17
  %19 = fsub contract double 1.000000e+00, %18
  %20 = fmul contract double %12, %19
  %21 = add i32 %4, %1
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !18
  %25 = fpext float %24 to double
  %26 = fmul contract double %20, %25
  %27 = fptrunc double %26 to float
  store float %27, ptr %23, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z15kernelBackprop1PfiS_S_i(ptr nocapture noundef writeonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %2, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !18
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = add i32 %10, %4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %3, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !18
  %15 = fmul contract float %9, %14
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %10, %16
  %18 = add i32 %17, %6
  %19 = add i32 %18, %1
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  store float %15, ptr %21, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15kernelBackprop2PfiS_S_f(ptr nocapture noundef writeonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, float noundef %4) local_unnamed_addr #4 {
  %6 = alloca [10 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  %7 = fpext float %4 to double
  %8 = fadd contract double %7, 1.000000e-01
  %9 = fptosi double %8 to i32
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [10 x i32], ptr %6, i64 0, i64 %10
  store i32 1, ptr %11, align 4, !tbaa !26
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %2, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !18
  %16 = getelementptr inbounds [10 x i32], ptr %6, i64 0, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !26
  %18 = sitofp i32 %17 to float
  %19 = fsub contract float %15, %18
  %20 = fpext float %19 to double
  %21 = getelementptr inbounds float, ptr %3, i64 %13
  %22 = load float, ptr %21, align 4, !tbaa !18
  %23 = fneg contract float %22
  %24 = tail call contract noundef float @__nv_expf(float noundef %23) #8
  %25 = fpext float %24 to double
  %26 = fadd contract double %25, 1.000000e+00
  %27 = fdiv contract double 1.000000e+00, %26
  %28 = fmul contract double %27, %20
  %29 = load float, ptr %21, align 4, !tbaa !18
  %30 = fneg contract float %29
  %31 = tail call contract noundef float @__nv_expf(float noundef %30) #8
  %32 = fpext float %31 to double
  %33 = fadd contract double %32, 1.000000e+00
  %34 = fdiv contract double 1.000000e+00, %33
  %35 = fsub contract double 1.000000e+00, %34
  %36 = fmul contract double %28, %35
  %37 = fptrunc double %36 to float
  %38 = add i32 %12, %1
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  store float %37, ptr %40, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z18kernelFeedForward1PfiS_iS_(ptr nocapture noundef writeonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #3 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  store float 0.000000e+00, ptr %8, align 4, !tbaa !18
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %83

10:                                               ; preds = %5
  %11 = mul i32 %6, %1
  %12 = add i32 %11, %3
  %13 = and i32 %1, 3
  %14 = icmp ult i32 %1, 4
  br i1 %14, label %63, label %15

15:                                               ; preds = %10
  %16 = and i32 %1, 2147483644
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi float [ 0.000000e+00, %15 ], [ %59, %17 ]
  %19 = phi i32 [ 0, %15 ], [ %60, %17 ]
  %20 = phi i32 [ 0, %15 ], [ %61, %17 ]
  %21 = add i32 %12, %19
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %2, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !18
  %25 = zext nneg i32 %19 to i64
  %26 = getelementptr inbounds float, ptr %4, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !18
  %28 = fmul contract float %24, %27
  %29 = fadd contract float %18, %28
  store float %29, ptr %8, align 4, !tbaa !18
  %30 = or disjoint i32 %19, 1
  %31 = add i32 %12, %30
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %2, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !18
  %35 = zext nneg i32 %30 to i64
  %36 = getelementptr inbounds float, ptr %4, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !18
  %38 = fmul contract float %34, %37
  %39 = fadd contract float %29, %38
  store float %39, ptr %8, align 4, !tbaa !18
  %40 = or disjoint i32 %19, 2
  %41 = add i32 %12, %40
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !18
  %45 = zext nneg i32 %40 to i64
  %46 = getelementptr inbounds float, ptr %4, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !18
  %48 = fmul contract float %44, %47
  %49 = fadd contract float %39, %48
  store float %49, ptr %8, align 4, !tbaa !18
  %50 = or disjoint i32 %19, 3
  %51 = add i32 %12, %50
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %2, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !18
  %55 = zext nneg i32 %50 to i64
  %56 = getelementptr inbounds float, ptr %4, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !18
  %58 = fmul contract float %54, %57
  %59 = fadd contract float %49, %58
  store float %59, ptr %8, align 4, !tbaa !18
  %60 = add nuw nsw i32 %19, 4
  %61 = add i32 %20, 4
  %62 = icmp eq i32 %61, %16
  br i1 %62, label %63, label %17, !llvm.loop !28

63:                                               ; preds = %17, %10
  %64 = phi float [ 0.000000e+00, %10 ], [ %59, %17 ]
  %65 = phi i32 [ 0, %10 ], [ %60, %17 ]
  %66 = icmp eq i32 %13, 0
  br i1 %66, label %83, label %67

67:                                               ; preds = %63, %67
  %68 = phi float [ %79, %67 ], [ %64, %63 ]
  %69 = phi i32 [ %80, %67 ], [ %65, %63 ]
  %70 = phi i32 [ %81, %67 ], [ 0, %63 ]
  %71 = add i32 %12, %69
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %2, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !18
  %75 = zext nneg i32 %69 to i64
  %76 = getelementptr inbounds float, ptr %4, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !18
  %78 = fmul contract float %74, %77
  %79 = fadd contract float %68, %78
  store float %79, ptr %8, align 4, !tbaa !18
  %80 = add nuw nsw i32 %69, 1
  %81 = add i32 %70, 1
  %82 = icmp eq i32 %81, %13
  br i1 %82, label %83, label %67, !llvm.loop !29

83:                                               ; preds = %63, %67, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z19kernelFeedForward1bPfiS_iS_(ptr nocapture noundef writeonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #3 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  store float 0.000000e+00, ptr %12, align 4, !tbaa !18
  %13 = icmp sgt i32 %1, 0
  br i1 %13, label %14, label %93

14:                                               ; preds = %5
  %15 = mul i32 %9, %1
  %16 = add i32 %15, %3
  %17 = mul i32 %6, %1
  %18 = and i32 %1, 3
  %19 = icmp ult i32 %1, 4
  br i1 %19, label %72, label %20

20:                                               ; preds = %14
  %21 = and i32 %1, 2147483644
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi float [ 0.000000e+00, %20 ], [ %68, %22 ]
  %24 = phi i32 [ 0, %20 ], [ %69, %22 ]
  %25 = phi i32 [ 0, %20 ], [ %70, %22 ]
  %26 = add i32 %16, %24
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %2, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !18
  %30 = add i32 %24, %17
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %4, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !18
  %34 = fmul contract float %29, %33
  %35 = fadd contract float %23, %34
  store float %35, ptr %12, align 4, !tbaa !18
  %36 = or disjoint i32 %24, 1
  %37 = add i32 %16, %36
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !18
  %41 = add i32 %36, %17
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %4, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !18
  %45 = fmul contract float %40, %44
  %46 = fadd contract float %35, %45
  store float %46, ptr %12, align 4, !tbaa !18
  %47 = or disjoint i32 %24, 2
  %48 = add i32 %16, %47
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %2, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !18
  %52 = add i32 %47, %17
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %4, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !18
  %56 = fmul contract float %51, %55
  %57 = fadd contract float %46, %56
  store float %57, ptr %12, align 4, !tbaa !18
  %58 = or disjoint i32 %24, 3
  %59 = add i32 %16, %58
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %2, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !18
  %63 = add i32 %58, %17
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %4, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !18
  %67 = fmul contract float %62, %66
  %68 = fadd contract float %57, %67
  store float %68, ptr %12, align 4, !tbaa !18
  %69 = add nuw nsw i32 %24, 4
  %70 = add i32 %25, 4
  %71 = icmp eq i32 %70, %21
  br i1 %71, label %72, label %22, !llvm.loop !30

72:                                               ; preds = %22, %14
  %73 = phi float [ 0.000000e+00, %14 ], [ %68, %22 ]
  %74 = phi i32 [ 0, %14 ], [ %69, %22 ]
  %75 = icmp eq i32 %18, 0
  br i1 %75, label %93, label %76

76:                                               ; preds = %72, %76
  %77 = phi float [ %89, %76 ], [ %73, %72 ]
  %78 = phi i32 [ %90, %76 ], [ %74, %72 ]
  %79 = phi i32 [ %91, %76 ], [ 0, %72 ]
  %80 = add i32 %16, %78
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %2, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !18
  %84 = add i32 %78, %17
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %4, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !18
  %88 = fmul contract float %83, %87
  %89 = fadd contract float %77, %88
  store float %89, ptr %12, align 4, !tbaa !18
  %90 = add nuw nsw i32 %78, 1
  %91 = add i32 %79, 1
  %92 = icmp eq i32 %91, %18
  br i1 %92, label %93, label %76, !llvm.loop !31

93:                                               ; preds = %72, %76, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18kernelFeedForward3PfS_iS_(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #4 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %5, %2
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !18
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %5
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !18
  %17 = fadd contract float %9, %16
  store float %17, ptr %15, align 4, !tbaa !18
  %18 = fneg contract float %17
  %19 = tail call contract noundef float @__nv_expf(float noundef %18) #8
  %20 = fpext float %19 to double
  %21 = fadd contract double %20, 1.000000e+00
  %22 = fdiv contract double 1.000000e+00, %21
  %23 = fptrunc double %22 to float
  %24 = getelementptr inbounds float, ptr %3, i64 %14
  store float %23, ptr %24, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18kernelFeedForward2PfS_iS_(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #4 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %5, %2
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !18
  %10 = zext nneg i32 %5 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !18
  %13 = fadd contract float %9, %12
  store float %13, ptr %11, align 4, !tbaa !18
  %14 = fneg contract float %13
  %15 = tail call contract noundef float @__nv_expf(float noundef %14) #8
  %16 = fpext float %15 to double
  %17 = fadd contract double %16, 1.000000e+00
  %18 = fdiv contract double 1.000000e+00, %17
  %19 = fptrunc double %18 to float
  %20 = getelementptr inbounds float, ptr %3, i64 %10
  store float %19, ptr %20, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #8 = { convergent nounwind }
attributes #9 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!llvm.module.flags = !{!14, !15, !16}
!llvm.ident = !{!17}

!0 = !{ptr @_Z18kernelUpdateBiasesPfS_ff, !"kernel", i32 1}
!1 = !{ptr @_Z19kernelUpdateWeightsPfS_iff, !"kernel", i32 1}
!2 = !{ptr @_Z18kernelUpdateNablaBPfS_, !"kernel", i32 1}
!3 = !{ptr @_Z18kernelUpdateNablaWPfS_i, !"kernel", i32 1}
!4 = !{ptr @_Z16kernelInitNablaBPf, !"kernel", i32 1}
!5 = !{ptr @_Z16kernelInitNablaWPfi, !"kernel", i32 1}
!6 = !{ptr @_Z16kernelBackprop3aPfiiiS_i, !"kernel", i32 1}
!7 = !{ptr @_Z16kernelBackprop3bPfiS_, !"kernel", i32 1}
!8 = !{ptr @_Z15kernelBackprop1PfiS_S_i, !"kernel", i32 1}
!9 = !{ptr @_Z15kernelBackprop2PfiS_S_f, !"kernel", i32 1}
!10 = !{ptr @_Z18kernelFeedForward1PfiS_iS_, !"kernel", i32 1}
!11 = !{ptr @_Z19kernelFeedForward1bPfiS_iS_, !"kernel", i32 1}
!12 = !{ptr @_Z18kernelFeedForward3PfS_iS_, !"kernel", i32 1}
!13 = !{ptr @_Z18kernelFeedForward2PfS_iS_, !"kernel", i32 1}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !20, i64 0}
!28 = distinct !{!28, !23}
!29 = distinct !{!29, !25}
!30 = distinct !{!30, !23}
!31 = distinct !{!31, !25}
