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
  br i1 %18, label %19, label %51

19:                                               ; preds = %16
  %20 = sub i32 %10, %17
  %21 = and i32 %20, 1
  %22 = add nsw i32 %10, -1
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %41, label %24

24:                                               ; preds = %19
  %25 = and i32 %20, -2
  br label %53

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

39:                                               ; preds = %53
  %40 = zext nneg i32 %72 to i64
  br label %41

41:                                               ; preds = %39, %19
  %42 = phi i32 [ %17, %19 ], [ %71, %39 ]
  %43 = phi i64 [ 0, %19 ], [ %40, %39 ]
  %44 = icmp eq i32 %21, 0
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds float, ptr %0, i64 %43
  %47 = load float, ptr %46, align 4, !tbaa !9
  %48 = add nuw nsw i32 %42, %12
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %49
  store float %47, ptr %50, align 4, !tbaa !9
  br label %51

51:                                               ; preds = %45, %41, %16
  tail call void @llvm.nvvm.barrier0()
  %52 = icmp sgt i32 %3, 0
  br i1 %52, label %75, label %177

53:                                               ; preds = %53, %24
  %54 = phi i32 [ %17, %24 ], [ %71, %53 ]
  %55 = phi i32 [ 0, %24 ], [ %72, %53 ]
  %56 = phi i32 [ 0, %24 ], [ %73, %53 ]
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !9
  %60 = add nuw nsw i32 %54, %12
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %61
  store float %59, ptr %62, align 4, !tbaa !9
  %63 = add nuw nsw i32 %54, 1
  %64 = or disjoint i32 %55, 1
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !9
  %68 = add nuw nsw i32 %63, %12
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %69
  store float %67, ptr %70, align 4, !tbaa !9
  %71 = add nuw nsw i32 %54, 2
  %72 = add nuw nsw i32 %55, 2
  %73 = add i32 %56, 2
  %74 = icmp eq i32 %73, %25
  br i1 %74, label %39, label %53, !llvm.loop !17

75:                                               ; preds = %51, %75
  %76 = phi i32 [ %175, %75 ], [ 0, %51 ]
  %77 = phi float [ %172, %75 ], [ 0.000000e+00, %51 ]
  %78 = phi i32 [ %174, %75 ], [ %5, %51 ]
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !9
  %82 = add nuw nsw i32 %78, 1
  %83 = and i32 %82, 2047
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !9
  %87 = add nuw nsw i32 %78, 2
  %88 = and i32 %87, 2047
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !9
  %92 = add nuw nsw i32 %78, 3
  %93 = and i32 %92, 2047
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !9
  %97 = add nuw nsw i32 %78, 4
  %98 = and i32 %97, 2047
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !9
  %102 = add nuw nsw i32 %78, 5
  %103 = and i32 %102, 2047
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !9
  %107 = add nuw nsw i32 %78, 6
  %108 = and i32 %107, 2047
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !9
  %112 = add nuw nsw i32 %78, 7
  %113 = and i32 %112, 2047
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !9
  %117 = add nuw nsw i32 %78, 8
  %118 = and i32 %117, 2047
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !9
  %122 = add nuw nsw i32 %78, 9
  %123 = and i32 %122, 2047
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !9
  %127 = add nuw nsw i32 %78, 10
  %128 = and i32 %127, 2047
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !9
  %132 = add nuw nsw i32 %78, 11
  %133 = and i32 %132, 2047
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %134
  %136 = load float, ptr %135, align 4, !tbaa !9
  %137 = add nuw nsw i32 %78, 12
  %138 = and i32 %137, 2047
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !9
  %142 = add nuw nsw i32 %78, 13
  %143 = and i32 %142, 2047
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !9
  %147 = add nuw nsw i32 %78, 14
  %148 = and i32 %147, 2047
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !9
  %152 = add nuw nsw i32 %78, 15
  %153 = and i32 %152, 2047
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %154
  %156 = load float, ptr %155, align 4, !tbaa !9
  %157 = fadd contract float %81, %86
  %158 = fadd contract float %157, %91
  %159 = fadd contract float %158, %96
  %160 = fadd contract float %159, %101
  %161 = fadd contract float %160, %106
  %162 = fadd contract float %161, %111
  %163 = fadd contract float %162, %116
  %164 = fadd contract float %163, %121
  %165 = fadd contract float %164, %126
  %166 = fadd contract float %165, %131
  %167 = fadd contract float %166, %136
  %168 = fadd contract float %167, %141
  %169 = fadd contract float %168, %146
  %170 = fadd contract float %169, %151
  %171 = fadd contract float %170, %156
  %172 = fadd contract float %77, %171
  %173 = add nuw nsw i32 %78, 16
  %174 = and i32 %173, 2047
  %175 = add nuw nsw i32 %76, 1
  %176 = icmp eq i32 %175, %3
  br i1 %176, label %177, label %75, !llvm.loop !18

177:                                              ; preds = %75, %51
  %178 = phi float [ 0.000000e+00, %51 ], [ %172, %75 ]
  %179 = add i32 %11, %5
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds float, ptr %1, i64 %180
  store float %178, ptr %181, align 4, !tbaa !9
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
  br i1 %82, label %83, label %13, !llvm.loop !19

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
  br i1 %83, label %84, label %14, !llvm.loop !20

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
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
