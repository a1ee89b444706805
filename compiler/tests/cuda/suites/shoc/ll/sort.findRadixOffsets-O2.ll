; ModuleID = 'sort.findRadixOffsets.cu'
source_filename = "sort.findRadixOffsets.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@sRadix1 = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16findRadixOffsetsPDv2_jPjS1_jjj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %7, %9
  %11 = add i32 %10, %8
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds <2 x i32>, ptr %0, i64 %12
  %14 = load <2 x i32>, ptr %13, align 8, !tbaa !5
  %15 = extractelement <2 x i32> %14, i64 0
  %16 = lshr i32 %15, %3
  %17 = and i32 %16, 15
  %18 = shl nuw nsw i32 %8, 1
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %19
  store i32 %17, ptr %20, align 4, !tbaa !8
  %21 = extractelement <2 x i32> %14, i64 1
  %22 = lshr i32 %21, %3
  %23 = and i32 %22, 15
  %24 = or disjoint i32 %18, 1
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %25
  store i32 %23, ptr %26, align 4, !tbaa !8
  %27 = icmp ult i32 %8, 16
  br i1 %27, label %28, label %31

28:                                               ; preds = %6
  %29 = zext nneg i32 %8 to i64
  %30 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %29
  store i32 0, ptr %30, align 4, !tbaa !8
  br label %31

31:                                               ; preds = %28, %6
  tail call void @llvm.nvvm.barrier0()
  %32 = icmp eq i32 %8, 0
  br i1 %32, label %45, label %33

33:                                               ; preds = %31
  %34 = zext nneg i32 %8 to i64
  %35 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !8
  %37 = add nsw i32 %8, -1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !8
  %41 = icmp eq i32 %36, %40
  br i1 %41, label %45, label %42

42:                                               ; preds = %33
  %43 = zext i32 %36 to i64
  %44 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %43
  store i32 %8, ptr %44, align 4, !tbaa !8
  br label %45

45:                                               ; preds = %42, %33, %31
  %46 = add nuw nsw i32 %8, %9
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !8
  %50 = add nsw i32 %46, -1
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !8
  %54 = icmp eq i32 %49, %53
  br i1 %54, label %58, label %55

55:                                               ; preds = %45
  %56 = zext i32 %49 to i64
  %57 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %56
  store i32 %46, ptr %57, align 4, !tbaa !8
  br label %58

58:                                               ; preds = %55, %45
  tail call void @llvm.nvvm.barrier0()
  br i1 %27, label %59, label %67

59:                                               ; preds = %58
  %60 = shl i32 %7, 4
  %61 = or disjoint i32 %60, %8
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %2, i64 %62
  %64 = zext nneg i32 %8 to i64
  %65 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !8
  store i32 %66, ptr %63, align 4, !tbaa !8
  br label %67

67:                                               ; preds = %59, %58
  tail call void @llvm.nvvm.barrier0()
  br i1 %32, label %82, label %68

68:                                               ; preds = %67
  %69 = zext nneg i32 %8 to i64
  %70 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !8
  %72 = add nsw i32 %8, -1
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !8
  %76 = icmp eq i32 %71, %75
  br i1 %76, label %82, label %77

77:                                               ; preds = %68
  %78 = zext i32 %75 to i64
  %79 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !8
  %81 = sub i32 %8, %80
  store i32 %81, ptr %79, align 4, !tbaa !8
  br label %82

82:                                               ; preds = %77, %68, %67
  %83 = load i32, ptr %48, align 4, !tbaa !8
  %84 = load i32, ptr %52, align 4, !tbaa !8
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %91, label %86

86:                                               ; preds = %82
  %87 = zext i32 %84 to i64
  %88 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !8
  %90 = sub i32 %46, %89
  store i32 %90, ptr %88, align 4, !tbaa !8
  br label %91

91:                                               ; preds = %86, %82
  %92 = add nsw i32 %9, -1
  %93 = icmp eq i32 %8, %92
  br i1 %93, label %94, label %104

94:                                               ; preds = %91
  %95 = shl nuw nsw i32 %9, 1
  %96 = add nsw i32 %95, -1
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !8
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !8
  %103 = sub i32 %95, %102
  store i32 %103, ptr %101, align 4, !tbaa !8
  br label %104

104:                                              ; preds = %94, %91
  tail call void @llvm.nvvm.barrier0()
  br i1 %27, label %105, label %113

105:                                              ; preds = %104
  %106 = mul i32 %8, %5
  %107 = add i32 %106, %7
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds i32, ptr %1, i64 %108
  %110 = zext nneg i32 %8 to i64
  %111 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !8
  store i32 %112, ptr %109, align 4, !tbaa !8
  br label %113

113:                                              ; preds = %105, %104
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z16findRadixOffsetsPDv2_jPjS1_jjj, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
