; ModuleID = 'nw.needle_cuda_shared_1.cu'
source_filename = "nw.needle_cuda_shared_1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20needle_cuda_shared_1PiS_iiiiE4temp = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@_ZZ20needle_cuda_shared_1PiS_iiiiE3ref = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z7maximumiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  %5 = tail call i32 @llvm.smax.i32(i32 %4, i32 %2)
  ret i32 %5
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z20needle_cuda_shared_1PiS_iiii(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = xor i32 %7, -1
  %10 = add i32 %9, %4
  %11 = shl nsw i32 %2, 4
  %12 = mul nsw i32 %11, %10
  %13 = shl nsw i32 %7, 4
  %14 = add nsw i32 %12, %13
  %15 = add nsw i32 %14, %8
  %16 = add nsw i32 %2, 1
  %17 = add nsw i32 %16, %15
  %18 = icmp eq i32 %8, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %6
  %20 = sext i32 %14 to i64
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  store i32 %22, ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), align 4, !tbaa !5
  br label %23

23:                                               ; preds = %19, %6
  %24 = zext nneg i32 %8 to i64
  %25 = sext i32 %17 to i64
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 0, i64 %24
  store i32 %27, ptr %28, align 4, !tbaa !5
  %29 = add nsw i32 %17, %2
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 1, i64 %24
  store i32 %32, ptr %33, align 4, !tbaa !5
  %34 = shl nsw i32 %2, 1
  %35 = add nsw i32 %34, %17
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 2, i64 %24
  store i32 %38, ptr %39, align 4, !tbaa !5
  %40 = mul nsw i32 %2, 3
  %41 = add nsw i32 %40, %17
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 3, i64 %24
  store i32 %44, ptr %45, align 4, !tbaa !5
  %46 = shl nsw i32 %2, 2
  %47 = add nsw i32 %46, %17
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 4, i64 %24
  store i32 %50, ptr %51, align 4, !tbaa !5
  %52 = mul nsw i32 %2, 5
  %53 = add nsw i32 %52, %17
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 5, i64 %24
  store i32 %56, ptr %57, align 4, !tbaa !5
  %58 = mul nsw i32 %2, 6
  %59 = add nsw i32 %58, %17
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 6, i64 %24
  store i32 %62, ptr %63, align 4, !tbaa !5
  %64 = mul nsw i32 %2, 7
  %65 = add nsw i32 %64, %17
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 7, i64 %24
  store i32 %68, ptr %69, align 4, !tbaa !5
  %70 = shl nsw i32 %2, 3
  %71 = add nsw i32 %70, %17
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 8, i64 %24
  store i32 %74, ptr %75, align 4, !tbaa !5
  %76 = mul nsw i32 %2, 9
  %77 = add nsw i32 %76, %17
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 9, i64 %24
  store i32 %80, ptr %81, align 4, !tbaa !5
  %82 = mul nsw i32 %2, 10
  %83 = add nsw i32 %82, %17
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr %0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 10, i64 %24
  store i32 %86, ptr %87, align 4, !tbaa !5
  %88 = mul nsw i32 %2, 11
  %89 = add nsw i32 %88, %17
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i32, ptr %0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 11, i64 %24
  store i32 %92, ptr %93, align 4, !tbaa !5
  %94 = mul nsw i32 %2, 12
  %95 = add nsw i32 %94, %17
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr %0, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 12, i64 %24
  store i32 %98, ptr %99, align 4, !tbaa !5
  %100 = mul nsw i32 %2, 13
  %101 = add nsw i32 %100, %17
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %0, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !5
  %105 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 13, i64 %24
  store i32 %104, ptr %105, align 4, !tbaa !5
  %106 = mul nsw i32 %2, 14
  %107 = add nsw i32 %106, %17
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i32, ptr %0, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !5
  %111 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 14, i64 %24
  store i32 %110, ptr %111, align 4, !tbaa !5
  %112 = mul nsw i32 %2, 15
  %113 = add nsw i32 %112, %17
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %0, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !5
  %117 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 15, i64 %24
  store i32 %116, ptr %117, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %118 = add nuw nsw i32 %8, 1
  %119 = mul i32 %118, %2
  %120 = add i32 %119, %14
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr %1, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !5
  %124 = zext nneg i32 %118 to i64
  %125 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %124
  store i32 %123, ptr %125, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %126 = sext i32 %15 to i64
  %127 = getelementptr i32, ptr %1, i64 %126
  %128 = getelementptr i8, ptr %127, i64 4
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %124
  store i32 %129, ptr %130, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br label %137

131:                                              ; preds = %159
  %132 = add nuw nsw i32 %8, 16
  %133 = sub nsw i32 16, %8
  %134 = sub nsw i32 15, %8
  %135 = sext i32 %134 to i64
  %136 = sext i32 %133 to i64
  br label %162

137:                                              ; preds = %23, %159
  %138 = phi i32 [ 0, %23 ], [ %160, %159 ]
  %139 = icmp ugt i32 %8, %138
  br i1 %139, label %159, label %140

140:                                              ; preds = %137
  %141 = sub nsw i32 %138, %8
  %142 = add nsw i32 %141, 1
  %143 = sext i32 %141 to i64
  %144 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %143, i64 %24
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 %143, i64 %24
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = add nsw i32 %147, %145
  %149 = sext i32 %142 to i64
  %150 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %149, i64 %24
  %151 = load i32, ptr %150, align 4, !tbaa !5
  %152 = sub nsw i32 %151, %3
  %153 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %143, i64 %124
  %154 = load i32, ptr %153, align 4, !tbaa !5
  %155 = sub nsw i32 %154, %3
  %156 = tail call i32 @llvm.smax.i32(i32 %148, i32 %152)
  %157 = tail call noundef i32 @llvm.smax.i32(i32 %156, i32 %155)
  %158 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %149, i64 %124
  store i32 %157, ptr %158, align 4, !tbaa !5
  br label %159

159:                                              ; preds = %140, %137
  tail call void @llvm.nvvm.barrier0()
  %160 = add nuw nsw i32 %138, 1
  %161 = icmp eq i32 %160, 16
  br i1 %161, label %131, label %137, !llvm.loop !9

162:                                              ; preds = %131, %184
  %163 = phi i32 [ 14, %131 ], [ %185, %184 ]
  %164 = icmp ugt i32 %8, %163
  br i1 %164, label %184, label %165

165:                                              ; preds = %162
  %166 = sub nuw nsw i32 %132, %163
  %167 = add nsw i32 %166, -1
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %135, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !5
  %171 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 %135, i64 %168
  %172 = load i32, ptr %171, align 4, !tbaa !5
  %173 = add nsw i32 %172, %170
  %174 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %136, i64 %168
  %175 = load i32, ptr %174, align 4, !tbaa !5
  %176 = sub nsw i32 %175, %3
  %177 = zext nneg i32 %166 to i64
  %178 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %135, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !5
  %180 = sub nsw i32 %179, %3
  %181 = tail call i32 @llvm.smax.i32(i32 %173, i32 %176)
  %182 = tail call noundef i32 @llvm.smax.i32(i32 %181, i32 %180)
  %183 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %136, i64 %177
  store i32 %182, ptr %183, align 4, !tbaa !5
  br label %184

184:                                              ; preds = %165, %162
  tail call void @llvm.nvvm.barrier0()
  %185 = add nsw i32 %163, -1
  %186 = icmp eq i32 %163, 0
  br i1 %186, label %187, label %162, !llvm.loop !11

187:                                              ; preds = %184
  %188 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 1, i64 %124
  %189 = load i32, ptr %188, align 4, !tbaa !5
  %190 = getelementptr inbounds i32, ptr %1, i64 %25
  store i32 %189, ptr %190, align 4, !tbaa !5
  %191 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 2, i64 %124
  %192 = load i32, ptr %191, align 4, !tbaa !5
  %193 = getelementptr inbounds i32, ptr %1, i64 %30
  store i32 %192, ptr %193, align 4, !tbaa !5
  %194 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 3, i64 %124
  %195 = load i32, ptr %194, align 4, !tbaa !5
  %196 = getelementptr inbounds i32, ptr %1, i64 %36
  store i32 %195, ptr %196, align 4, !tbaa !5
  %197 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 4, i64 %124
  %198 = load i32, ptr %197, align 4, !tbaa !5
  %199 = getelementptr inbounds i32, ptr %1, i64 %42
  store i32 %198, ptr %199, align 4, !tbaa !5
  %200 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 5, i64 %124
  %201 = load i32, ptr %200, align 4, !tbaa !5
  %202 = getelementptr inbounds i32, ptr %1, i64 %48
  store i32 %201, ptr %202, align 4, !tbaa !5
  %203 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 6, i64 %124
  %204 = load i32, ptr %203, align 4, !tbaa !5
  %205 = getelementptr inbounds i32, ptr %1, i64 %54
  store i32 %204, ptr %205, align 4, !tbaa !5
  %206 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 7, i64 %124
  %207 = load i32, ptr %206, align 4, !tbaa !5
  %208 = getelementptr inbounds i32, ptr %1, i64 %60
  store i32 %207, ptr %208, align 4, !tbaa !5
  %209 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 8, i64 %124
  %210 = load i32, ptr %209, align 4, !tbaa !5
  %211 = getelementptr inbounds i32, ptr %1, i64 %66
  store i32 %210, ptr %211, align 4, !tbaa !5
  %212 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 9, i64 %124
  %213 = load i32, ptr %212, align 4, !tbaa !5
  %214 = getelementptr inbounds i32, ptr %1, i64 %72
  store i32 %213, ptr %214, align 4, !tbaa !5
  %215 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 10, i64 %124
  %216 = load i32, ptr %215, align 4, !tbaa !5
  %217 = getelementptr inbounds i32, ptr %1, i64 %78
  store i32 %216, ptr %217, align 4, !tbaa !5
  %218 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 11, i64 %124
  %219 = load i32, ptr %218, align 4, !tbaa !5
  %220 = getelementptr inbounds i32, ptr %1, i64 %84
  store i32 %219, ptr %220, align 4, !tbaa !5
  %221 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 12, i64 %124
  %222 = load i32, ptr %221, align 4, !tbaa !5
  %223 = getelementptr inbounds i32, ptr %1, i64 %90
  store i32 %222, ptr %223, align 4, !tbaa !5
  %224 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 13, i64 %124
  %225 = load i32, ptr %224, align 4, !tbaa !5
  %226 = getelementptr inbounds i32, ptr %1, i64 %96
  store i32 %225, ptr %226, align 4, !tbaa !5
  %227 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 14, i64 %124
  %228 = load i32, ptr %227, align 4, !tbaa !5
  %229 = getelementptr inbounds i32, ptr %1, i64 %102
  store i32 %228, ptr %229, align 4, !tbaa !5
  %230 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 15, i64 %124
  %231 = load i32, ptr %230, align 4, !tbaa !5
  %232 = getelementptr inbounds i32, ptr %1, i64 %108
  store i32 %231, ptr %232, align 4, !tbaa !5
  %233 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 16, i64 %124
  %234 = load i32, ptr %233, align 4, !tbaa !5
  %235 = getelementptr inbounds i32, ptr %1, i64 %114
  store i32 %234, ptr %235, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z20needle_cuda_shared_1PiS_iiii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
