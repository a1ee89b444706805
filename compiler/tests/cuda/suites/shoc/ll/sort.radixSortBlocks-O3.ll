; ModuleID = 'sort.radixSortBlocks.cu'
source_filename = "sort.radixSortBlocks.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4
@_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E7numtrue = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef i32 @_Z7scanLSBjPj(i32 noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 0, ptr %5, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = add nuw nsw i32 %3, %6
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %0, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %10 = getelementptr i8, ptr %9, i64 -4
  %11 = load i32, ptr %10, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %12 = load i32, ptr %9, align 4, !tbaa !5
  %13 = add i32 %12, %11
  store i32 %13, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %14 = getelementptr i8, ptr %9, i64 -8
  %15 = load i32, ptr %14, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %16 = load i32, ptr %9, align 4, !tbaa !5
  %17 = add i32 %16, %15
  store i32 %17, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %18 = getelementptr i8, ptr %9, i64 -16
  %19 = load i32, ptr %18, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %20 = load i32, ptr %9, align 4, !tbaa !5
  %21 = add i32 %20, %19
  store i32 %21, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %22 = getelementptr i8, ptr %9, i64 -32
  %23 = load i32, ptr %22, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %24 = load i32, ptr %9, align 4, !tbaa !5
  %25 = add i32 %24, %23
  store i32 %25, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %26 = getelementptr i8, ptr %9, i64 -64
  %27 = load i32, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %28 = load i32, ptr %9, align 4, !tbaa !5
  %29 = add i32 %28, %27
  store i32 %29, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %30 = getelementptr i8, ptr %9, i64 -128
  %31 = load i32, ptr %30, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %32 = load i32, ptr %9, align 4, !tbaa !5
  %33 = add i32 %32, %31
  store i32 %33, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %34 = getelementptr i8, ptr %9, i64 -256
  %35 = load i32, ptr %34, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %36 = load i32, ptr %9, align 4, !tbaa !5
  %37 = add i32 %36, %35
  store i32 %37, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %38 = load i32, ptr %9, align 4, !tbaa !5
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
  store i32 0, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = add nuw nsw i32 %10, %13
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  store i32 %9, ptr %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %17 = getelementptr i8, ptr %16, i64 -4
  %18 = load i32, ptr %17, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %19 = load i32, ptr %16, align 4, !tbaa !5
  %20 = add i32 %19, %18
  store i32 %20, ptr %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %21 = getelementptr i8, ptr %16, i64 -8
  %22 = load i32, ptr %21, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %23 = load i32, ptr %16, align 4, !tbaa !5
  %24 = add i32 %23, %22
  store i32 %24, ptr %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %25 = getelementptr i8, ptr %16, i64 -16
  %26 = load i32, ptr %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %27 = load i32, ptr %16, align 4, !tbaa !5
  %28 = add i32 %27, %26
  store i32 %28, ptr %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %29 = getelementptr i8, ptr %16, i64 -32
  %30 = load i32, ptr %29, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %31 = load i32, ptr %16, align 4, !tbaa !5
  %32 = add i32 %31, %30
  store i32 %32, ptr %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %33 = getelementptr i8, ptr %16, i64 -64
  %34 = load i32, ptr %33, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %35 = load i32, ptr %16, align 4, !tbaa !5
  %36 = add i32 %35, %34
  store i32 %36, ptr %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %37 = getelementptr i8, ptr %16, i64 -128
  %38 = load i32, ptr %37, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %39 = load i32, ptr %16, align 4, !tbaa !5
  %40 = add i32 %39, %38
  store i32 %40, ptr %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %41 = getelementptr i8, ptr %16, i64 -256
  %42 = load i32, ptr %41, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %43 = load i32, ptr %16, align 4, !tbaa !5
  %44 = add i32 %43, %42
  store i32 %44, ptr %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %45 = load i32, ptr %16, align 4, !tbaa !5
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
  %14 = load <4 x i32>, ptr %13, align 16, !tbaa !9
  %15 = getelementptr inbounds <4 x i32>, ptr %5, i64 %12
  %16 = load <4 x i32>, ptr %15, align 16, !tbaa !9
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
  store <4 x i32> %45, ptr %46, align 16, !tbaa !9
  %47 = getelementptr inbounds <4 x i32>, ptr %3, i64 %12
  store <4 x i32> %44, ptr %47, align 16, !tbaa !9
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
  store i32 0, ptr %21, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  store i32 %71, ptr %24, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %72 = load i32, ptr %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %73 = load i32, ptr %24, align 4, !tbaa !5
  %74 = add i32 %73, %72
  store i32 %74, ptr %24, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %75 = load i32, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %76 = load i32, ptr %24, align 4, !tbaa !5
  %77 = add i32 %76, %75
  store i32 %77, ptr %24, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %78 = load i32, ptr %27, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %79 = load i32, ptr %24, align 4, !tbaa !5
  %80 = add i32 %79, %78
  store i32 %80, ptr %24, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %81 = load i32, ptr %28, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %82 = load i32, ptr %24, align 4, !tbaa !5
  %83 = add i32 %82, %81
  store i32 %83, ptr %24, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %84 = load i32, ptr %29, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %85 = load i32, ptr %24, align 4, !tbaa !5
  %86 = add i32 %85, %84
  store i32 %86, ptr %24, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %87 = load i32, ptr %30, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %88 = load i32, ptr %24, align 4, !tbaa !5
  %89 = add i32 %88, %87
  store i32 %89, ptr %24, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %90 = load i32, ptr %31, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %91 = load i32, ptr %24, align 4, !tbaa !5
  %92 = add i32 %91, %90
  store i32 %92, ptr %24, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %93 = load i32, ptr %24, align 4, !tbaa !5
  %94 = sub i32 %93, %71
  %95 = add i32 %94, %56
  %96 = add i32 %94, %69
  %97 = add i32 %94, %70
  br i1 %33, label %98, label %100

98:                                               ; preds = %48
  %99 = add i32 %97, %68
  store i32 %99, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E7numtrue to ptr), align 4, !tbaa !5
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
  store i32 %52, ptr %119, align 4, !tbaa !5
  %120 = and i32 %107, 3
  %121 = mul nuw nsw i32 %120, %9
  %122 = lshr i32 %107, 2
  %123 = add nuw nsw i32 %121, %122
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %124
  store i32 %57, ptr %125, align 4, !tbaa !5
  %126 = and i32 %110, 3
  %127 = mul nuw nsw i32 %126, %9
  %128 = lshr i32 %110, 2
  %129 = add nuw nsw i32 %127, %128
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %130
  store i32 %61, ptr %131, align 4, !tbaa !5
  %132 = and i32 %113, 3
  %133 = mul nuw nsw i32 %132, %9
  %134 = lshr i32 %113, 2
  %135 = add nuw nsw i32 %133, %134
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %136
  store i32 %65, ptr %137, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %138 = load i32, ptr %21, align 4, !tbaa !5
  %139 = insertelement <4 x i32> poison, i32 %138, i64 0
  %140 = load i32, ptr %24, align 4, !tbaa !5
  %141 = insertelement <4 x i32> %139, i32 %140, i64 1
  %142 = load i32, ptr %38, align 4, !tbaa !5
  %143 = insertelement <4 x i32> %141, i32 %142, i64 2
  %144 = load i32, ptr %42, align 4, !tbaa !5
  %145 = insertelement <4 x i32> %143, i32 %144, i64 3
  tail call void @llvm.nvvm.barrier0()
  %146 = extractelement <4 x i32> %50, i64 0
  store i32 %146, ptr %119, align 4, !tbaa !5
  %147 = extractelement <4 x i32> %50, i64 1
  store i32 %147, ptr %125, align 4, !tbaa !5
  %148 = extractelement <4 x i32> %50, i64 2
  store i32 %148, ptr %131, align 4, !tbaa !5
  %149 = extractelement <4 x i32> %50, i64 3
  store i32 %149, ptr %137, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %150 = load i32, ptr %21, align 4, !tbaa !5
  %151 = insertelement <4 x i32> poison, i32 %150, i64 0
  %152 = load i32, ptr %24, align 4, !tbaa !5
  %153 = insertelement <4 x i32> %151, i32 %152, i64 1
  %154 = load i32, ptr %38, align 4, !tbaa !5
  %155 = insertelement <4 x i32> %153, i32 %154, i64 2
  %156 = load i32, ptr %42, align 4, !tbaa !5
  %157 = insertelement <4 x i32> %155, i32 %156, i64 3
  tail call void @llvm.nvvm.barrier0()
  %158 = add i32 %51, 1
  %159 = icmp eq i32 %158, %17
  br i1 %159, label %43, label %48, !llvm.loop !10
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

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15radixSortBlocksjjPDv4_jS0_S0_S0_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
