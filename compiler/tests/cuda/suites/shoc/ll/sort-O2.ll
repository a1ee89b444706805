; ModuleID = 'sort.cu'
source_filename = "sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4
@_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E7numtrue = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@sRadix1 = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 = internal unnamed_addr addrspace(3) global [256 x <2 x i32>] undef, align 8
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 = internal unnamed_addr addrspace(3) global [256 x <2 x i32>] undef, align 8
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ4scanPjS_S_ibbE6s_data = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4
@_ZZ17vectorAddUniform4PjPKjiE3uni.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef i32 @_Z7scanLSBjPj(i32 noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 0, ptr %5, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = add nuw nsw i32 %3, %6
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %0, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %10 = getelementptr i8, ptr %9, i64 -4
  %11 = load i32, ptr %10, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %12 = load i32, ptr %9, align 4, !tbaa !9
  %13 = add i32 %12, %11
  store i32 %13, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %14 = getelementptr i8, ptr %9, i64 -8
  %15 = load i32, ptr %14, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %16 = load i32, ptr %9, align 4, !tbaa !9
  %17 = add i32 %16, %15
  store i32 %17, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %18 = getelementptr i8, ptr %9, i64 -16
  %19 = load i32, ptr %18, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %20 = load i32, ptr %9, align 4, !tbaa !9
  %21 = add i32 %20, %19
  store i32 %21, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %22 = getelementptr i8, ptr %9, i64 -32
  %23 = load i32, ptr %22, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %24 = load i32, ptr %9, align 4, !tbaa !9
  %25 = add i32 %24, %23
  store i32 %25, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %26 = getelementptr i8, ptr %9, i64 -64
  %27 = load i32, ptr %26, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %28 = load i32, ptr %9, align 4, !tbaa !9
  %29 = add i32 %28, %27
  store i32 %29, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %30 = getelementptr i8, ptr %9, i64 -128
  %31 = load i32, ptr %30, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %32 = load i32, ptr %9, align 4, !tbaa !9
  %33 = add i32 %32, %31
  store i32 %33, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %34 = getelementptr i8, ptr %9, i64 -256
  %35 = load i32, ptr %34, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %36 = load i32, ptr %9, align 4, !tbaa !9
  %37 = add i32 %36, %35
  store i32 %37, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %38 = load i32, ptr %9, align 4, !tbaa !9
  %39 = sub i32 %38, %0
  ret i32 %39
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef <4 x i32> @_Z5scan4Dv4_jPj(<4 x i32> noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = extractelement <4 x i32> %0, i64 0
  %4 = extractelement <4 x i32> %0, i64 1
  %5 = add i32 %4, %3
  %6 = extractelement <4 x i32> %0, i64 2
  %7 = add i32 %5, %6
  %8 = extractelement <4 x i32> %0, i64 3
  %9 = add i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  store i32 0, ptr %12, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = add nuw nsw i32 %10, %13
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  store i32 %9, ptr %16, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %17 = getelementptr i8, ptr %16, i64 -4
  %18 = load i32, ptr %17, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %19 = load i32, ptr %16, align 4, !tbaa !9
  %20 = add i32 %19, %18
  store i32 %20, ptr %16, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %21 = getelementptr i8, ptr %16, i64 -8
  %22 = load i32, ptr %21, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %23 = load i32, ptr %16, align 4, !tbaa !9
  %24 = add i32 %23, %22
  store i32 %24, ptr %16, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %25 = getelementptr i8, ptr %16, i64 -16
  %26 = load i32, ptr %25, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %27 = load i32, ptr %16, align 4, !tbaa !9
  %28 = add i32 %27, %26
  store i32 %28, ptr %16, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %29 = getelementptr i8, ptr %16, i64 -32
  %30 = load i32, ptr %29, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %31 = load i32, ptr %16, align 4, !tbaa !9
  %32 = add i32 %31, %30
  store i32 %32, ptr %16, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %33 = getelementptr i8, ptr %16, i64 -64
  %34 = load i32, ptr %33, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %35 = load i32, ptr %16, align 4, !tbaa !9
  %36 = add i32 %35, %34
  store i32 %36, ptr %16, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %37 = getelementptr i8, ptr %16, i64 -128
  %38 = load i32, ptr %37, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %39 = load i32, ptr %16, align 4, !tbaa !9
  %40 = add i32 %39, %38
  store i32 %40, ptr %16, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %41 = getelementptr i8, ptr %16, i64 -256
  %42 = load i32, ptr %41, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %43 = load i32, ptr %16, align 4, !tbaa !9
  %44 = add i32 %43, %42
  store i32 %44, ptr %16, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %45 = load i32, ptr %16, align 4, !tbaa !9
  %46 = sub i32 %45, %9
  %47 = insertelement <4 x i32> poison, i32 %46, i64 0
  %48 = add i32 %46, %3
  %49 = insertelement <4 x i32> %47, i32 %48, i64 1
  %50 = add i32 %46, %5
  %51 = insertelement <4 x i32> %49, i32 %50, i64 2
  %52 = add i32 %46, %7
  %53 = insertelement <4 x i32> %51, i32 %52, i64 3
  ret <4 x i32> %53
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15radixSortBlocksjjPDv4_jS0_S0_S0_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5) local_unnamed_addr #2 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %7
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds <4 x i32>, ptr %4, i64 %12
  %14 = load <4 x i32>, ptr %13, align 16, !tbaa !13
  %15 = getelementptr inbounds <4 x i32>, ptr %5, i64 %12
  %16 = load <4 x i32>, ptr %15, align 16, !tbaa !13
  %17 = add i32 %1, %0
  %18 = icmp ugt i32 %17, %1
  br i1 %18, label %19, label %43

19:                                               ; preds = %6
  %20 = zext nneg i32 %7 to i64
  %21 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 %20
  %22 = add nuw nsw i32 %7, %9
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 %23
  %25 = getelementptr i8, ptr %24, i64 -4
  %26 = getelementptr i8, ptr %24, i64 -8
  %27 = getelementptr i8, ptr %24, i64 -16
  %28 = getelementptr i8, ptr %24, i64 -32
  %29 = getelementptr i8, ptr %24, i64 -64
  %30 = getelementptr i8, ptr %24, i64 -128
  %31 = getelementptr i8, ptr %24, i64 -256
  %32 = add nsw i32 %9, -1
  %33 = icmp eq i32 %7, %32
  %34 = shl nuw nsw i32 %7, 2
  %35 = shl nuw nsw i32 %9, 1
  %36 = add nuw nsw i32 %35, %7
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %37
  %39 = mul nuw nsw i32 %9, 3
  %40 = add nuw nsw i32 %39, %7
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %41
  br label %48

43:                                               ; preds = %100, %6
  %44 = phi <4 x i32> [ %16, %6 ], [ %157, %100 ]
  %45 = phi <4 x i32> [ %14, %6 ], [ %145, %100 ]
  %46 = getelementptr inbounds <4 x i32>, ptr %2, i64 %12
  store <4 x i32> %45, ptr %46, align 16, !tbaa !13
  %47 = getelementptr inbounds <4 x i32>, ptr %3, i64 %12
  store <4 x i32> %44, ptr %47, align 16, !tbaa !13
  ret void

48:                                               ; preds = %19, %100
  %49 = phi <4 x i32> [ %14, %19 ], [ %145, %100 ]
  %50 = phi <4 x i32> [ %16, %19 ], [ %157, %100 ]
  %51 = phi i32 [ %1, %19 ], [ %158, %100 ]
  %52 = extractelement <4 x i32> %49, i64 0
  %53 = shl nuw i32 1, %51
  %54 = and i32 %52, %53
  %55 = icmp eq i32 %54, 0
  %56 = zext i1 %55 to i32
  %57 = extractelement <4 x i32> %49, i64 1
  %58 = and i32 %57, %53
  %59 = icmp eq i32 %58, 0
  %60 = zext i1 %59 to i32
  %61 = extractelement <4 x i32> %49, i64 2
  %62 = and i32 %61, %53
  %63 = icmp eq i32 %62, 0
  %64 = zext i1 %63 to i32
  %65 = extractelement <4 x i32> %49, i64 3
  %66 = and i32 %65, %53
  %67 = icmp eq i32 %66, 0
  %68 = zext i1 %67 to i32
  %69 = add nuw nsw i32 %60, %56
  %70 = add nuw nsw i32 %69, %64
  %71 = add nuw nsw i32 %70, %68
  store i32 0, ptr %21, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  store i32 %71, ptr %24, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %72 = load i32, ptr %25, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %73 = load i32, ptr %24, align 4, !tbaa !9
  %74 = add i32 %73, %72
  store i32 %74, ptr %24, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %75 = load i32, ptr %26, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %76 = load i32, ptr %24, align 4, !tbaa !9
  %77 = add i32 %76, %75
  store i32 %77, ptr %24, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %78 = load i32, ptr %27, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %79 = load i32, ptr %24, align 4, !tbaa !9
  %80 = add i32 %79, %78
  store i32 %80, ptr %24, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %81 = load i32, ptr %28, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %82 = load i32, ptr %24, align 4, !tbaa !9
  %83 = add i32 %82, %81
  store i32 %83, ptr %24, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %84 = load i32, ptr %29, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %85 = load i32, ptr %24, align 4, !tbaa !9
  %86 = add i32 %85, %84
  store i32 %86, ptr %24, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %87 = load i32, ptr %30, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %88 = load i32, ptr %24, align 4, !tbaa !9
  %89 = add i32 %88, %87
  store i32 %89, ptr %24, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %90 = load i32, ptr %31, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %91 = load i32, ptr %24, align 4, !tbaa !9
  %92 = add i32 %91, %90
  store i32 %92, ptr %24, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %93 = load i32, ptr %24, align 4, !tbaa !9
  %94 = sub i32 %93, %71
  %95 = add i32 %94, %56
  %96 = add i32 %94, %69
  %97 = add i32 %94, %70
  br i1 %33, label %98, label %100

98:                                               ; preds = %48
  %99 = add i32 %97, %68
  store i32 %99, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E7numtrue to ptr), align 4, !tbaa !9
  br label %100

100:                                              ; preds = %98, %48
  tail call void @llvm.nvvm.barrier0()
  %101 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E7numtrue to ptr), align 4
  %102 = add i32 %101, %34
  %103 = sub i32 %102, %94
  %104 = select i1 %55, i32 %94, i32 %103
  %105 = add i32 %102, 1
  %106 = sub i32 %105, %95
  %107 = select i1 %59, i32 %95, i32 %106
  %108 = add i32 %102, 2
  %109 = sub i32 %108, %96
  %110 = select i1 %63, i32 %96, i32 %109
  %111 = add i32 %102, 3
  %112 = sub i32 %111, %97
  %113 = select i1 %67, i32 %97, i32 %112
  %114 = and i32 %104, 3
  %115 = mul nuw nsw i32 %114, %9
  %116 = lshr i32 %104, 2
  %117 = add nuw nsw i32 %115, %116
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %118
  store i32 %52, ptr %119, align 4, !tbaa !9
  %120 = and i32 %107, 3
  %121 = mul nuw nsw i32 %120, %9
  %122 = lshr i32 %107, 2
  %123 = add nuw nsw i32 %121, %122
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %124
  store i32 %57, ptr %125, align 4, !tbaa !9
  %126 = and i32 %110, 3
  %127 = mul nuw nsw i32 %126, %9
  %128 = lshr i32 %110, 2
  %129 = add nuw nsw i32 %127, %128
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %130
  store i32 %61, ptr %131, align 4, !tbaa !9
  %132 = and i32 %113, 3
  %133 = mul nuw nsw i32 %132, %9
  %134 = lshr i32 %113, 2
  %135 = add nuw nsw i32 %133, %134
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %136
  store i32 %65, ptr %137, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %138 = load i32, ptr %21, align 4, !tbaa !9
  %139 = insertelement <4 x i32> poison, i32 %138, i64 0
  %140 = load i32, ptr %24, align 4, !tbaa !9
  %141 = insertelement <4 x i32> %139, i32 %140, i64 1
  %142 = load i32, ptr %38, align 4, !tbaa !9
  %143 = insertelement <4 x i32> %141, i32 %142, i64 2
  %144 = load i32, ptr %42, align 4, !tbaa !9
  %145 = insertelement <4 x i32> %143, i32 %144, i64 3
  tail call void @llvm.nvvm.barrier0()
  %146 = extractelement <4 x i32> %50, i64 0
  store i32 %146, ptr %119, align 4, !tbaa !9
  %147 = extractelement <4 x i32> %50, i64 1
  store i32 %147, ptr %125, align 4, !tbaa !9
  %148 = extractelement <4 x i32> %50, i64 2
  store i32 %148, ptr %131, align 4, !tbaa !9
  %149 = extractelement <4 x i32> %50, i64 3
  store i32 %149, ptr %137, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %150 = load i32, ptr %21, align 4, !tbaa !9
  %151 = insertelement <4 x i32> poison, i32 %150, i64 0
  %152 = load i32, ptr %24, align 4, !tbaa !9
  %153 = insertelement <4 x i32> %151, i32 %152, i64 1
  %154 = load i32, ptr %38, align 4, !tbaa !9
  %155 = insertelement <4 x i32> %153, i32 %154, i64 2
  %156 = load i32, ptr %42, align 4, !tbaa !9
  %157 = insertelement <4 x i32> %155, i32 %156, i64 3
  tail call void @llvm.nvvm.barrier0()
  %158 = add i32 %51, 1
  %159 = icmp eq i32 %158, %17
  br i1 %159, label %43, label %48, !llvm.loop !14
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16findRadixOffsetsPDv2_jPjS1_jjj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %7, %9
  %11 = add i32 %10, %8
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds <2 x i32>, ptr %0, i64 %12
  %14 = load <2 x i32>, ptr %13, align 8, !tbaa !13
  %15 = extractelement <2 x i32> %14, i64 0
  %16 = lshr i32 %15, %3
  %17 = and i32 %16, 15
  %18 = shl nuw nsw i32 %8, 1
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %19
  store i32 %17, ptr %20, align 4, !tbaa !9
  %21 = extractelement <2 x i32> %14, i64 1
  %22 = lshr i32 %21, %3
  %23 = and i32 %22, 15
  %24 = or disjoint i32 %18, 1
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %25
  store i32 %23, ptr %26, align 4, !tbaa !9
  %27 = icmp ult i32 %8, 16
  br i1 %27, label %28, label %31

28:                                               ; preds = %6
  %29 = zext nneg i32 %8 to i64
  %30 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %29
  store i32 0, ptr %30, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %28, %6
  tail call void @llvm.nvvm.barrier0()
  %32 = icmp eq i32 %8, 0
  br i1 %32, label %45, label %33

33:                                               ; preds = %31
  %34 = zext nneg i32 %8 to i64
  %35 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !9
  %37 = add nsw i32 %8, -1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !9
  %41 = icmp eq i32 %36, %40
  br i1 %41, label %45, label %42

42:                                               ; preds = %33
  %43 = zext i32 %36 to i64
  %44 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %43
  store i32 %8, ptr %44, align 4, !tbaa !9
  br label %45

45:                                               ; preds = %42, %33, %31
  %46 = add nuw nsw i32 %8, %9
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !9
  %50 = add nsw i32 %46, -1
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !9
  %54 = icmp eq i32 %49, %53
  br i1 %54, label %58, label %55

55:                                               ; preds = %45
  %56 = zext i32 %49 to i64
  %57 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %56
  store i32 %46, ptr %57, align 4, !tbaa !9
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
  %66 = load i32, ptr %65, align 4, !tbaa !9
  store i32 %66, ptr %63, align 4, !tbaa !9
  br label %67

67:                                               ; preds = %59, %58
  tail call void @llvm.nvvm.barrier0()
  br i1 %32, label %82, label %68

68:                                               ; preds = %67
  %69 = zext nneg i32 %8 to i64
  %70 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !9
  %72 = add nsw i32 %8, -1
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !9
  %76 = icmp eq i32 %71, %75
  br i1 %76, label %82, label %77

77:                                               ; preds = %68
  %78 = zext i32 %75 to i64
  %79 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !9
  %81 = sub i32 %8, %80
  store i32 %81, ptr %79, align 4, !tbaa !9
  br label %82

82:                                               ; preds = %77, %68, %67
  %83 = load i32, ptr %48, align 4, !tbaa !9
  %84 = load i32, ptr %52, align 4, !tbaa !9
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %91, label %86

86:                                               ; preds = %82
  %87 = zext i32 %84 to i64
  %88 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !9
  %90 = sub i32 %46, %89
  store i32 %90, ptr %88, align 4, !tbaa !9
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
  %99 = load i32, ptr %98, align 4, !tbaa !9
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !9
  %103 = sub i32 %95, %102
  store i32 %103, ptr %101, align 4, !tbaa !9
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
  %112 = load i32, ptr %111, align 4, !tbaa !9
  store i32 %112, ptr %109, align 4, !tbaa !9
  br label %113

113:                                              ; preds = %105, %104
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11reorderDatajPjS_PDv2_jS1_S_S_S_j(i32 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readnone %7, i32 noundef %8) local_unnamed_addr #2 {
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %10
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds <2 x i32>, ptr %3, i64 %15
  %17 = load <2 x i32>, ptr %16, align 8, !tbaa !13
  %18 = zext nneg i32 %13 to i64
  %19 = getelementptr inbounds [256 x <2 x i32>], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 to ptr), i64 0, i64 %18
  store <2 x i32> %17, ptr %19, align 8, !tbaa !13
  %20 = getelementptr inbounds <2 x i32>, ptr %4, i64 %15
  %21 = load <2 x i32>, ptr %20, align 8, !tbaa !13
  %22 = getelementptr inbounds [256 x <2 x i32>], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 to ptr), i64 0, i64 %18
  store <2 x i32> %21, ptr %22, align 8, !tbaa !13
  %23 = icmp ult i32 %13, 16
  br i1 %23, label %24, label %37

24:                                               ; preds = %9
  %25 = mul i32 %13, %8
  %26 = add i32 %25, %11
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %6, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !9
  %30 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %18
  store i32 %29, ptr %30, align 4, !tbaa !9
  %31 = shl i32 %11, 4
  %32 = or disjoint i32 %31, %13
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %5, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !9
  %36 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %18
  store i32 %35, ptr %36, align 4, !tbaa !9
  br label %37

37:                                               ; preds = %24, %9
  tail call void @llvm.nvvm.barrier0()
  %38 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 to ptr), i64 %18
  %39 = load i32, ptr %38, align 4, !tbaa !9
  %40 = lshr i32 %39, %0
  %41 = and i32 %40, 15
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !9
  %45 = add i32 %44, %13
  %46 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %42
  %47 = load i32, ptr %46, align 4, !tbaa !9
  %48 = sub i32 %45, %47
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %1, i64 %49
  store i32 %39, ptr %50, align 4, !tbaa !9
  %51 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 to ptr), i64 %18
  %52 = load i32, ptr %51, align 4, !tbaa !9
  %53 = getelementptr inbounds i32, ptr %2, i64 %49
  store i32 %52, ptr %53, align 4, !tbaa !9
  %54 = add nuw nsw i32 %13, %10
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 to ptr), i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !9
  %58 = lshr i32 %57, %0
  %59 = and i32 %58, 15
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !9
  %63 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %60
  %64 = load i32, ptr %63, align 4, !tbaa !9
  %65 = add i32 %54, %62
  %66 = sub i32 %65, %64
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %1, i64 %67
  store i32 %57, ptr %68, align 4, !tbaa !9
  %69 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 to ptr), i64 %55
  %70 = load i32, ptr %69, align 4, !tbaa !9
  %71 = getelementptr inbounds i32, ptr %2, i64 %67
  store i32 %70, ptr %71, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef i32 @_Z12scanLocalMemjPj(i32 noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 0, ptr %5, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = add nuw nsw i32 %3, %6
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %0, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %10 = getelementptr i8, ptr %9, i64 -4
  %11 = load i32, ptr %10, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %12 = load i32, ptr %9, align 4, !tbaa !9
  %13 = add i32 %12, %11
  store i32 %13, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %14 = getelementptr i8, ptr %9, i64 -8
  %15 = load i32, ptr %14, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %16 = load i32, ptr %9, align 4, !tbaa !9
  %17 = add i32 %16, %15
  store i32 %17, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %18 = getelementptr i8, ptr %9, i64 -16
  %19 = load i32, ptr %18, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %20 = load i32, ptr %9, align 4, !tbaa !9
  %21 = add i32 %20, %19
  store i32 %21, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %22 = getelementptr i8, ptr %9, i64 -32
  %23 = load i32, ptr %22, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %24 = load i32, ptr %9, align 4, !tbaa !9
  %25 = add i32 %24, %23
  store i32 %25, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %26 = getelementptr i8, ptr %9, i64 -64
  %27 = load i32, ptr %26, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %28 = load i32, ptr %9, align 4, !tbaa !9
  %29 = add i32 %28, %27
  store i32 %29, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %30 = getelementptr i8, ptr %9, i64 -128
  %31 = load i32, ptr %30, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %32 = load i32, ptr %9, align 4, !tbaa !9
  %33 = add i32 %32, %31
  store i32 %33, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %34 = getelementptr i8, ptr %9, i64 -256
  %35 = load i32, ptr %34, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %36 = load i32, ptr %9, align 4, !tbaa !9
  %37 = add i32 %36, %35
  store i32 %37, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %38 = getelementptr i8, ptr %9, i64 -512
  %39 = load i32, ptr %38, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %40 = load i32, ptr %9, align 4, !tbaa !9
  %41 = add i32 %40, %39
  store i32 %41, ptr %9, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %42 = load i32, ptr %10, align 4, !tbaa !9
  ret i32 %42
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4scanPjS_S_ibb(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i1 noundef zeroext %4, i1 noundef zeroext %5) local_unnamed_addr #2 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = shl nsw i32 %11, 2
  %13 = or disjoint i32 %12, 3
  %14 = icmp slt i32 %13, %3
  %15 = select i1 %4, i1 true, i1 %14
  br i1 %15, label %16, label %30

16:                                               ; preds = %6
  %17 = sext i32 %11 to i64
  %18 = getelementptr inbounds <4 x i32>, ptr %1, i64 %17
  %19 = load <4 x i32>, ptr %18, align 16, !tbaa !13
  %20 = extractelement <4 x i32> %19, i64 0
  %21 = extractelement <4 x i32> %19, i64 1
  %22 = add i32 %21, %20
  %23 = insertelement <4 x i32> %19, i32 %22, i64 1
  %24 = extractelement <4 x i32> %19, i64 2
  %25 = add i32 %22, %24
  %26 = insertelement <4 x i32> %23, i32 %25, i64 2
  %27 = extractelement <4 x i32> %19, i64 3
  %28 = add i32 %25, %27
  %29 = insertelement <4 x i32> %26, i32 %28, i64 3
  br label %68

30:                                               ; preds = %6
  %31 = icmp slt i32 %12, %3
  br i1 %31, label %32, label %38

32:                                               ; preds = %30
  %33 = sext i32 %12 to i64
  %34 = getelementptr inbounds i32, ptr %1, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !9
  %36 = uitofp i32 %35 to float
  %37 = fptoui float %36 to i32
  br label %38

38:                                               ; preds = %30, %32
  %39 = phi i32 [ %37, %32 ], [ 0, %30 ]
  %40 = insertelement <4 x i32> poison, i32 %39, i64 0
  %41 = or disjoint i32 %12, 1
  %42 = icmp slt i32 %41, %3
  br i1 %42, label %43, label %48

43:                                               ; preds = %38
  %44 = sext i32 %41 to i64
  %45 = getelementptr inbounds i32, ptr %1, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !9
  %47 = uitofp i32 %46 to float
  br label %48

48:                                               ; preds = %38, %43
  %49 = phi contract float [ %47, %43 ], [ 0.000000e+00, %38 ]
  %50 = uitofp i32 %39 to float
  %51 = fadd contract float %49, %50
  %52 = fptoui float %51 to i32
  %53 = insertelement <4 x i32> %40, i32 %52, i64 1
  %54 = or disjoint i32 %12, 2
  %55 = icmp slt i32 %54, %3
  br i1 %55, label %56, label %61

56:                                               ; preds = %48
  %57 = sext i32 %54 to i64
  %58 = getelementptr inbounds i32, ptr %1, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !9
  %60 = uitofp i32 %59 to float
  br label %61

61:                                               ; preds = %56, %48
  %62 = phi contract float [ %60, %56 ], [ 0.000000e+00, %48 ]
  %63 = uitofp i32 %52 to float
  %64 = fadd contract float %62, %63
  %65 = fptoui float %64 to i32
  %66 = insertelement <4 x i32> %53, i32 %65, i64 2
  %67 = insertelement <4 x i32> %66, i32 %65, i64 3
  br label %68

68:                                               ; preds = %61, %16
  %69 = phi i32 [ %28, %16 ], [ %65, %61 ]
  %70 = phi <4 x i32> [ %29, %16 ], [ %67, %61 ]
  %71 = zext nneg i32 %10 to i64
  %72 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPjS_S_ibbE6s_data to ptr), i64 %71
  store i32 0, ptr %72, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %73 = add nuw nsw i32 %10, %8
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPjS_S_ibbE6s_data to ptr), i64 %74
  store i32 %69, ptr %75, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %76 = getelementptr i8, ptr %75, i64 -4
  %77 = load i32, ptr %76, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %78 = load i32, ptr %75, align 4, !tbaa !9
  %79 = add i32 %78, %77
  store i32 %79, ptr %75, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %80 = getelementptr i8, ptr %75, i64 -8
  %81 = load i32, ptr %80, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %82 = load i32, ptr %75, align 4, !tbaa !9
  %83 = add i32 %82, %81
  store i32 %83, ptr %75, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %84 = getelementptr i8, ptr %75, i64 -16
  %85 = load i32, ptr %84, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %86 = load i32, ptr %75, align 4, !tbaa !9
  %87 = add i32 %86, %85
  store i32 %87, ptr %75, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %88 = getelementptr i8, ptr %75, i64 -32
  %89 = load i32, ptr %88, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %90 = load i32, ptr %75, align 4, !tbaa !9
  %91 = add i32 %90, %89
  store i32 %91, ptr %75, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %92 = getelementptr i8, ptr %75, i64 -64
  %93 = load i32, ptr %92, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %94 = load i32, ptr %75, align 4, !tbaa !9
  %95 = add i32 %94, %93
  store i32 %95, ptr %75, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %96 = getelementptr i8, ptr %75, i64 -128
  %97 = load i32, ptr %96, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %98 = load i32, ptr %75, align 4, !tbaa !9
  %99 = add i32 %98, %97
  store i32 %99, ptr %75, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %100 = getelementptr i8, ptr %75, i64 -256
  %101 = load i32, ptr %100, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %102 = load i32, ptr %75, align 4, !tbaa !9
  %103 = add i32 %102, %101
  store i32 %103, ptr %75, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %104 = getelementptr i8, ptr %75, i64 -512
  %105 = load i32, ptr %104, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %106 = load i32, ptr %75, align 4, !tbaa !9
  %107 = add i32 %106, %105
  store i32 %107, ptr %75, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %108 = load i32, ptr %76, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %109 = add nsw i32 %8, -1
  %110 = icmp eq i32 %10, %109
  %111 = select i1 %5, i1 %110, i1 false
  br i1 %111, label %112, label %117

112:                                              ; preds = %68
  %113 = zext nneg i32 %7 to i64
  %114 = getelementptr inbounds i32, ptr %2, i64 %113
  %115 = extractelement <4 x i32> %70, i64 3
  %116 = add i32 %108, %115
  store i32 %116, ptr %114, align 4, !tbaa !9
  br label %117

117:                                              ; preds = %112, %68
  %118 = extractelement <4 x i32> %70, i64 0
  %119 = add i32 %108, %118
  %120 = extractelement <4 x i32> %70, i64 1
  %121 = add i32 %108, %120
  br i1 %15, label %122, label %131

122:                                              ; preds = %117
  %123 = insertelement <4 x i32> poison, i32 %108, i64 0
  %124 = insertelement <4 x i32> %123, i32 %119, i64 1
  %125 = insertelement <4 x i32> %124, i32 %121, i64 2
  %126 = extractelement <4 x i32> %70, i64 2
  %127 = add i32 %108, %126
  %128 = insertelement <4 x i32> %125, i32 %127, i64 3
  %129 = sext i32 %11 to i64
  %130 = getelementptr inbounds <4 x i32>, ptr %0, i64 %129
  store <4 x i32> %128, ptr %130, align 16, !tbaa !13
  br label %146

131:                                              ; preds = %117
  %132 = icmp slt i32 %12, %3
  br i1 %132, label %133, label %146

133:                                              ; preds = %131
  %134 = sext i32 %12 to i64
  %135 = getelementptr inbounds i32, ptr %0, i64 %134
  store i32 %108, ptr %135, align 4, !tbaa !9
  %136 = or disjoint i32 %12, 1
  %137 = icmp slt i32 %136, %3
  br i1 %137, label %138, label %146

138:                                              ; preds = %133
  %139 = sext i32 %136 to i64
  %140 = getelementptr inbounds i32, ptr %0, i64 %139
  store i32 %119, ptr %140, align 4, !tbaa !9
  %141 = or disjoint i32 %12, 2
  %142 = icmp slt i32 %141, %3
  br i1 %142, label %143, label %146

143:                                              ; preds = %138
  %144 = sext i32 %141 to i64
  %145 = getelementptr inbounds i32, ptr %0, i64 %144
  store i32 %121, ptr %145, align 4, !tbaa !9
  br label %146

146:                                              ; preds = %131, %138, %143, %133, %122
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17vectorAddUniform4PjPKji(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %5, label %7, label %11

7:                                                ; preds = %3
  %8 = zext nneg i32 %6 to i64
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !9
  store i32 %10, ptr addrspace(3) @_ZZ17vectorAddUniform4PjPKjiE3uni.0, align 4, !tbaa !9
  br label %11

11:                                               ; preds = %3, %7
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = shl nuw nsw i32 %12, 2
  %14 = mul i32 %13, %6
  %15 = add i32 %14, %4
  tail call void @llvm.nvvm.barrier0()
  %16 = icmp ult i32 %15, %2
  br i1 %16, label %17, label %19

17:                                               ; preds = %11
  %18 = load i32, ptr addrspace(3) @_ZZ17vectorAddUniform4PjPKjiE3uni.0, align 4, !tbaa !9
  br label %20

19:                                               ; preds = %20, %11
  ret void

20:                                               ; preds = %17, %20
  %21 = phi i32 [ 0, %17 ], [ %28, %20 ]
  %22 = phi i32 [ %15, %17 ], [ %27, %20 ]
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !9
  %26 = add i32 %25, %18
  store i32 %26, ptr %24, align 4, !tbaa !9
  %27 = add i32 %22, %12
  %28 = add nuw nsw i32 %21, 1
  %29 = icmp ult i32 %21, 3
  %30 = icmp ult i32 %27, %2
  %31 = and i1 %29, %30
  br i1 %31, label %20, label %19, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}
!llvm.ident = !{!8}

!0 = !{ptr @_Z15radixSortBlocksjjPDv4_jS0_S0_S0_, !"kernel", i32 1}
!1 = !{ptr @_Z16findRadixOffsetsPDv2_jPjS1_jjj, !"kernel", i32 1}
!2 = !{ptr @_Z11reorderDatajPjS_PDv2_jS1_S_S_S_j, !"kernel", i32 1}
!3 = !{ptr @_Z4scanPjS_S_ibb, !"kernel", i32 1}
!4 = !{ptr @_Z17vectorAddUniform4PjPKji, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!11, !11, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
