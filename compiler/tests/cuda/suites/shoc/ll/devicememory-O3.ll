; ModuleID = 'devicememory.cu'
source_filename = "devicememory.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15readLocalMemoryPKfPfiiE4lbuf = internal unnamed_addr addrspace(3) global [2048 x float] undef, align 4

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
  %20 = load float, ptr %19, align 4, !tbaa !9
  %21 = add nsw i32 %16, 32768
  %22 = and i32 %21, %12
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !9
  %26 = add nsw i32 %16, 65536
  %27 = and i32 %26, %12
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !9
  %31 = add nsw i32 %16, 98304
  %32 = and i32 %31, %12
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !9
  %36 = add nsw i32 %16, 131072
  %37 = and i32 %36, %12
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !9
  %41 = add nsw i32 %16, 163840
  %42 = and i32 %41, %12
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !9
  %46 = add nsw i32 %16, 196608
  %47 = and i32 %46, %12
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !9
  %51 = add nsw i32 %16, 229376
  %52 = and i32 %51, %12
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !9
  %56 = add nsw i32 %16, 262144
  %57 = and i32 %56, %12
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !9
  %61 = add nsw i32 %16, 294912
  %62 = and i32 %61, %12
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !9
  %66 = add nsw i32 %16, 327680
  %67 = and i32 %66, %12
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !9
  %71 = add nsw i32 %16, 360448
  %72 = and i32 %71, %12
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !9
  %76 = add nsw i32 %16, 393216
  %77 = and i32 %76, %12
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %0, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !9
  %81 = add nsw i32 %16, 425984
  %82 = and i32 %81, %12
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %0, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !9
  %86 = add nsw i32 %16, 458752
  %87 = and i32 %86, %12
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %0, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !9
  %91 = add nsw i32 %16, 491520
  %92 = and i32 %91, %12
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !9
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
  br i1 %115, label %116, label %13, !llvm.loop !13

116:                                              ; preds = %13, %4
  %117 = phi float [ 0.000000e+00, %4 ], [ %111, %13 ]
  %118 = sext i32 %9 to i64
  %119 = getelementptr inbounds float, ptr %1, i64 %118
  store float %117, ptr %119, align 4, !tbaa !9
  ret void
}

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
  %21 = load float, ptr %20, align 4, !tbaa !9
  %22 = add nsw i32 %17, 1
  %23 = and i32 %22, %13
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !9
  %27 = add nsw i32 %17, 2
  %28 = and i32 %27, %13
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !9
  %32 = add nsw i32 %17, 3
  %33 = and i32 %32, %13
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !9
  %37 = add nsw i32 %17, 4
  %38 = and i32 %37, %13
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !9
  %42 = add nsw i32 %17, 5
  %43 = and i32 %42, %13
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !9
  %47 = add nsw i32 %17, 6
  %48 = and i32 %47, %13
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !9
  %52 = add nsw i32 %17, 7
  %53 = and i32 %52, %13
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !9
  %57 = add nsw i32 %17, 8
  %58 = and i32 %57, %13
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !9
  %62 = add nsw i32 %17, 9
  %63 = and i32 %62, %13
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !9
  %67 = add nsw i32 %17, 10
  %68 = and i32 %67, %13
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !9
  %72 = add nsw i32 %17, 11
  %73 = and i32 %72, %13
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !9
  %77 = add nsw i32 %17, 12
  %78 = and i32 %77, %13
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !9
  %82 = add nsw i32 %17, 13
  %83 = and i32 %82, %13
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %0, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !9
  %87 = add nsw i32 %17, 14
  %88 = and i32 %87, %13
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %0, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !9
  %92 = add nsw i32 %17, 15
  %93 = and i32 %92, %13
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %0, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !9
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
  br i1 %116, label %117, label %14, !llvm.loop !15

117:                                              ; preds = %14, %4
  %118 = phi float [ 0.000000e+00, %4 ], [ %112, %14 ]
  %119 = sext i32 %9 to i64
  %120 = getelementptr inbounds float, ptr %1, i64 %119
  store float %118, ptr %120, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15readLocalMemoryPKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = trunc nuw nsw i32 %6 to i16
  %9 = udiv i16 2048, %8
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %7
  %12 = mul nuw nsw i32 %5, %10
  %13 = add nsw i32 %12, %11
  %14 = sub nsw i32 %2, %13
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %26, %4
  %17 = phi i32 [ 0, %4 ], [ %35, %26 ]
  %18 = icmp ult i32 %17, %10
  br i1 %18, label %19, label %57

19:                                               ; preds = %16
  %20 = sub i32 %10, %17
  %21 = and i32 %20, 7
  %22 = sub i32 %17, %10
  %23 = icmp ugt i32 %22, -8
  br i1 %23, label %39, label %24

24:                                               ; preds = %19
  %25 = and i32 %20, -8
  br label %59

26:                                               ; preds = %4, %26
  %27 = phi i32 [ %35, %26 ], [ 0, %4 ]
  %28 = add nsw i32 %27, %13
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !9
  %32 = add nuw nsw i32 %27, %12
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %33
  store float %31, ptr %34, align 4, !tbaa !9
  %35 = add nuw nsw i32 %27, 1
  %36 = icmp ult i32 %35, %10
  %37 = icmp slt i32 %35, %14
  %38 = and i1 %36, %37
  br i1 %38, label %26, label %16, !llvm.loop !16

39:                                               ; preds = %59, %19
  %40 = phi i32 [ %17, %19 ], [ %125, %59 ]
  %41 = phi i32 [ 0, %19 ], [ %126, %59 ]
  %42 = icmp eq i32 %21, 0
  br i1 %42, label %57, label %43

43:                                               ; preds = %39, %43
  %44 = phi i32 [ %53, %43 ], [ %40, %39 ]
  %45 = phi i32 [ %54, %43 ], [ %41, %39 ]
  %46 = phi i32 [ %55, %43 ], [ 0, %39 ]
  %47 = zext nneg i32 %45 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !9
  %50 = add nuw nsw i32 %44, %12
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %51
  store float %49, ptr %52, align 4, !tbaa !9
  %53 = add nuw nsw i32 %44, 1
  %54 = add nuw nsw i32 %45, 1
  %55 = add i32 %46, 1
  %56 = icmp eq i32 %55, %21
  br i1 %56, label %57, label %43, !llvm.loop !17

57:                                               ; preds = %39, %43, %16
  tail call void @llvm.nvvm.barrier0()
  %58 = icmp sgt i32 %3, 0
  br i1 %58, label %129, label %231

59:                                               ; preds = %59, %24
  %60 = phi i32 [ %17, %24 ], [ %125, %59 ]
  %61 = phi i32 [ 0, %24 ], [ %126, %59 ]
  %62 = phi i32 [ 0, %24 ], [ %127, %59 ]
  %63 = zext nneg i32 %61 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !9
  %66 = add nuw nsw i32 %60, %12
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %67
  store float %65, ptr %68, align 4, !tbaa !9
  %69 = add nuw nsw i32 %60, 1
  %70 = or disjoint i32 %61, 1
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %0, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !9
  %74 = add nuw nsw i32 %69, %12
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %75
  store float %73, ptr %76, align 4, !tbaa !9
  %77 = add nuw nsw i32 %60, 2
  %78 = or disjoint i32 %61, 2
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !9
  %82 = add nuw nsw i32 %77, %12
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %83
  store float %81, ptr %84, align 4, !tbaa !9
  %85 = add nuw nsw i32 %60, 3
  %86 = or disjoint i32 %61, 3
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %0, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !9
  %90 = add nuw nsw i32 %85, %12
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %91
  store float %89, ptr %92, align 4, !tbaa !9
  %93 = add nuw nsw i32 %60, 4
  %94 = or disjoint i32 %61, 4
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %0, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !9
  %98 = add nuw nsw i32 %93, %12
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %99
  store float %97, ptr %100, align 4, !tbaa !9
  %101 = add nuw nsw i32 %60, 5
  %102 = or disjoint i32 %61, 5
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %0, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !9
  %106 = add nuw nsw i32 %101, %12
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %107
  store float %105, ptr %108, align 4, !tbaa !9
  %109 = add nuw nsw i32 %60, 6
  %110 = or disjoint i32 %61, 6
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %0, i64 %111
  %113 = load float, ptr %112, align 4, !tbaa !9
  %114 = add nuw nsw i32 %109, %12
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %115
  store float %113, ptr %116, align 4, !tbaa !9
  %117 = add nuw nsw i32 %60, 7
  %118 = or disjoint i32 %61, 7
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %0, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !9
  %122 = add nuw nsw i32 %117, %12
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %123
  store float %121, ptr %124, align 4, !tbaa !9
  %125 = add nuw nsw i32 %60, 8
  %126 = add nuw nsw i32 %61, 8
  %127 = add i32 %62, 8
  %128 = icmp eq i32 %127, %25
  br i1 %128, label %39, label %59, !llvm.loop !19

129:                                              ; preds = %57, %129
  %130 = phi i32 [ %229, %129 ], [ 0, %57 ]
  %131 = phi float [ %226, %129 ], [ 0.000000e+00, %57 ]
  %132 = phi i32 [ %228, %129 ], [ %5, %57 ]
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !9
  %136 = add nuw nsw i32 %132, 1
  %137 = and i32 %136, 2047
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !9
  %141 = add nuw nsw i32 %132, 2
  %142 = and i32 %141, 2047
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !9
  %146 = add nuw nsw i32 %132, 3
  %147 = and i32 %146, 2047
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !9
  %151 = add nuw nsw i32 %132, 4
  %152 = and i32 %151, 2047
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !9
  %156 = add nuw nsw i32 %132, 5
  %157 = and i32 %156, 2047
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %158
  %160 = load float, ptr %159, align 4, !tbaa !9
  %161 = add nuw nsw i32 %132, 6
  %162 = and i32 %161, 2047
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %163
  %165 = load float, ptr %164, align 4, !tbaa !9
  %166 = add nuw nsw i32 %132, 7
  %167 = and i32 %166, 2047
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %168
  %170 = load float, ptr %169, align 4, !tbaa !9
  %171 = add nuw nsw i32 %132, 8
  %172 = and i32 %171, 2047
  %173 = zext nneg i32 %172 to i64
  %174 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %173
  %175 = load float, ptr %174, align 4, !tbaa !9
  %176 = add nuw nsw i32 %132, 9
  %177 = and i32 %176, 2047
  %178 = zext nneg i32 %177 to i64
  %179 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %178
  %180 = load float, ptr %179, align 4, !tbaa !9
  %181 = add nuw nsw i32 %132, 10
  %182 = and i32 %181, 2047
  %183 = zext nneg i32 %182 to i64
  %184 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %183
  %185 = load float, ptr %184, align 4, !tbaa !9
  %186 = add nuw nsw i32 %132, 11
  %187 = and i32 %186, 2047
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %188
  %190 = load float, ptr %189, align 4, !tbaa !9
  %191 = add nuw nsw i32 %132, 12
  %192 = and i32 %191, 2047
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !9
  %196 = add nuw nsw i32 %132, 13
  %197 = and i32 %196, 2047
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %198
  %200 = load float, ptr %199, align 4, !tbaa !9
  %201 = add nuw nsw i32 %132, 14
  %202 = and i32 %201, 2047
  %203 = zext nneg i32 %202 to i64
  %204 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %203
  %205 = load float, ptr %204, align 4, !tbaa !9
  %206 = add nuw nsw i32 %132, 15
  %207 = and i32 %206, 2047
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %208
  %210 = load float, ptr %209, align 4, !tbaa !9
  %211 = fadd contract float %135, %140
  %212 = fadd contract float %211, %145
  %213 = fadd contract float %212, %150
  %214 = fadd contract float %213, %155
  %215 = fadd contract float %214, %160
  %216 = fadd contract float %215, %165
  %217 = fadd contract float %216, %170
  %218 = fadd contract float %217, %175
  %219 = fadd contract float %218, %180
  %220 = fadd contract float %219, %185
  %221 = fadd contract float %220, %190
  %222 = fadd contract float %221, %195
  %223 = fadd contract float %222, %200
  %224 = fadd contract float %223, %205
  %225 = fadd contract float %224, %210
  %226 = fadd contract float %131, %225
  %227 = add nuw nsw i32 %132, 16
  %228 = and i32 %227, 2047
  %229 = add nuw nsw i32 %130, 1
  %230 = icmp eq i32 %229, %3
  br i1 %230, label %231, label %129, !llvm.loop !20

231:                                              ; preds = %129, %57
  %232 = phi float [ 0.000000e+00, %57 ], [ %226, %129 ]
  %233 = add i32 %11, %5
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds float, ptr %1, i64 %234
  store float %232, ptr %235, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z26writeGlobalMemoryCoalescedPfii(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
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
  store float %11, ptr %18, align 4, !tbaa !9
  %19 = add nsw i32 %14, 32768
  %20 = and i32 %19, %12
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  store float %11, ptr %22, align 4, !tbaa !9
  %23 = add nsw i32 %14, 65536
  %24 = and i32 %23, %12
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  store float %11, ptr %26, align 4, !tbaa !9
  %27 = add nsw i32 %14, 98304
  %28 = and i32 %27, %12
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  store float %11, ptr %30, align 4, !tbaa !9
  %31 = add nsw i32 %14, 131072
  %32 = and i32 %31, %12
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  store float %11, ptr %34, align 4, !tbaa !9
  %35 = add nsw i32 %14, 163840
  %36 = and i32 %35, %12
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  store float %11, ptr %38, align 4, !tbaa !9
  %39 = add nsw i32 %14, 196608
  %40 = and i32 %39, %12
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  store float %11, ptr %42, align 4, !tbaa !9
  %43 = add nsw i32 %14, 229376
  %44 = and i32 %43, %12
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  store float %11, ptr %46, align 4, !tbaa !9
  %47 = add nsw i32 %14, 262144
  %48 = and i32 %47, %12
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  store float %11, ptr %50, align 4, !tbaa !9
  %51 = add nsw i32 %14, 294912
  %52 = and i32 %51, %12
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  store float %11, ptr %54, align 4, !tbaa !9
  %55 = add nsw i32 %14, 327680
  %56 = and i32 %55, %12
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %11, ptr %58, align 4, !tbaa !9
  %59 = add nsw i32 %14, 360448
  %60 = and i32 %59, %12
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %0, i64 %61
  store float %11, ptr %62, align 4, !tbaa !9
  %63 = add nsw i32 %14, 393216
  %64 = and i32 %63, %12
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  store float %11, ptr %66, align 4, !tbaa !9
  %67 = add nsw i32 %14, 425984
  %68 = and i32 %67, %12
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  store float %11, ptr %70, align 4, !tbaa !9
  %71 = add nsw i32 %14, 458752
  %72 = and i32 %71, %12
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %0, i64 %73
  store float %11, ptr %74, align 4, !tbaa !9
  %75 = add nsw i32 %14, 491520
  %76 = and i32 %75, %12
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %0, i64 %77
  store float %11, ptr %78, align 4, !tbaa !9
  %79 = add nsw i32 %14, 524288
  %80 = and i32 %79, %12
  %81 = add nuw nsw i32 %15, 1
  %82 = icmp eq i32 %81, %2
  br i1 %82, label %83, label %13, !llvm.loop !21

83:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z21writeGlobalMemoryUnitPfii(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %84

5:                                                ; preds = %3
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl nsw i32 %10, 9
  %12 = sitofp i32 %10 to float
  %13 = add nsw i32 %1, -1
  br label %14

14:                                               ; preds = %5, %14
  %15 = phi i32 [ %11, %5 ], [ %81, %14 ]
  %16 = phi i32 [ 0, %5 ], [ %82, %14 ]
  %17 = and i32 %15, %13
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  store float %12, ptr %19, align 4, !tbaa !9
  %20 = add nsw i32 %15, 1
  %21 = and i32 %20, %13
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  store float %12, ptr %23, align 4, !tbaa !9
  %24 = add nsw i32 %15, 2
  %25 = and i32 %24, %13
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  store float %12, ptr %27, align 4, !tbaa !9
  %28 = add nsw i32 %15, 3
  %29 = and i32 %28, %13
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  store float %12, ptr %31, align 4, !tbaa !9
  %32 = add nsw i32 %15, 4
  %33 = and i32 %32, %13
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  store float %12, ptr %35, align 4, !tbaa !9
  %36 = add nsw i32 %15, 5
  %37 = and i32 %36, %13
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  store float %12, ptr %39, align 4, !tbaa !9
  %40 = add nsw i32 %15, 6
  %41 = and i32 %40, %13
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  store float %12, ptr %43, align 4, !tbaa !9
  %44 = add nsw i32 %15, 7
  %45 = and i32 %44, %13
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  store float %12, ptr %47, align 4, !tbaa !9
  %48 = add nsw i32 %15, 8
  %49 = and i32 %48, %13
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  store float %12, ptr %51, align 4, !tbaa !9
  %52 = add nsw i32 %15, 9
  %53 = and i32 %52, %13
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  store float %12, ptr %55, align 4, !tbaa !9
  %56 = add nsw i32 %15, 10
  %57 = and i32 %56, %13
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  store float %12, ptr %59, align 4, !tbaa !9
  %60 = add nsw i32 %15, 11
  %61 = and i32 %60, %13
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  store float %12, ptr %63, align 4, !tbaa !9
  %64 = add nsw i32 %15, 12
  %65 = and i32 %64, %13
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  store float %12, ptr %67, align 4, !tbaa !9
  %68 = add nsw i32 %15, 13
  %69 = and i32 %68, %13
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %0, i64 %70
  store float %12, ptr %71, align 4, !tbaa !9
  %72 = add nsw i32 %15, 14
  %73 = and i32 %72, %13
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %0, i64 %74
  store float %12, ptr %75, align 4, !tbaa !9
  %76 = add nsw i32 %15, 15
  %77 = and i32 %76, %13
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %0, i64 %78
  store float %12, ptr %79, align 4, !tbaa !9
  %80 = add nsw i32 %15, 16
  %81 = and i32 %80, %13
  %82 = add nuw nsw i32 %16, 1
  %83 = icmp eq i32 %82, %2
  br i1 %83, label %84, label %14, !llvm.loop !22

84:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}
!llvm.ident = !{!8}

!0 = !{ptr @_Z25readGlobalMemoryCoalescedPfS_ii, !"kernel", i32 1}
!1 = !{ptr @_Z20readGlobalMemoryUnitPfS_ii, !"kernel", i32 1}
!2 = !{ptr @_Z15readLocalMemoryPKfPfii, !"kernel", i32 1}
!3 = !{ptr @_Z26writeGlobalMemoryCoalescedPfii, !"kernel", i32 1}
!4 = !{ptr @_Z21writeGlobalMemoryUnitPfii, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
