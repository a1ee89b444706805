; ModuleID = 'nw.needle_cuda_shared_2.cu'
source_filename = "nw.needle_cuda_shared_2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20needle_cuda_shared_2PiS_iiiiE4temp = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@_ZZ20needle_cuda_shared_2PiS_iiiiE3ref = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z7maximumiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  %5 = tail call i32 @llvm.smax.i32(i32 %4, i32 %2)
  ret i32 %5
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z20needle_cuda_shared_2PiS_iiii(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = sub i32 %7, %4
  %10 = add i32 %9, %5
  %11 = xor i32 %7, -1
  %12 = add i32 %11, %5
  %13 = shl nsw i32 %2, 4
  %14 = mul nsw i32 %13, %12
  %15 = shl nsw i32 %10, 4
  %16 = add nsw i32 %14, %15
  %17 = add nsw i32 %16, %8
  %18 = add nsw i32 %2, 1
  %19 = add nsw i32 %18, %17
  %20 = zext nneg i32 %8 to i64
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 0, i64 %20
  store i32 %23, ptr %24, align 4, !tbaa !5
  %25 = add nsw i32 %19, %2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 1, i64 %20
  store i32 %28, ptr %29, align 4, !tbaa !5
  %30 = shl nsw i32 %2, 1
  %31 = add nsw i32 %30, %19
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 2, i64 %20
  store i32 %34, ptr %35, align 4, !tbaa !5
  %36 = mul nsw i32 %2, 3
  %37 = add nsw i32 %36, %19
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 3, i64 %20
  store i32 %40, ptr %41, align 4, !tbaa !5
  %42 = shl nsw i32 %2, 2
  %43 = add nsw i32 %42, %19
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 4, i64 %20
  store i32 %46, ptr %47, align 4, !tbaa !5
  %48 = mul nsw i32 %2, 5
  %49 = add nsw i32 %48, %19
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 5, i64 %20
  store i32 %52, ptr %53, align 4, !tbaa !5
  %54 = mul nsw i32 %2, 6
  %55 = add nsw i32 %54, %19
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 6, i64 %20
  store i32 %58, ptr %59, align 4, !tbaa !5
  %60 = mul nsw i32 %2, 7
  %61 = add nsw i32 %60, %19
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 7, i64 %20
  store i32 %64, ptr %65, align 4, !tbaa !5
  %66 = shl nsw i32 %2, 3
  %67 = add nsw i32 %66, %19
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 8, i64 %20
  store i32 %70, ptr %71, align 4, !tbaa !5
  %72 = mul nsw i32 %2, 9
  %73 = add nsw i32 %72, %19
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 9, i64 %20
  store i32 %76, ptr %77, align 4, !tbaa !5
  %78 = mul nsw i32 %2, 10
  %79 = add nsw i32 %78, %19
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %0, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 10, i64 %20
  store i32 %82, ptr %83, align 4, !tbaa !5
  %84 = mul nsw i32 %2, 11
  %85 = add nsw i32 %84, %19
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr %0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 11, i64 %20
  store i32 %88, ptr %89, align 4, !tbaa !5
  %90 = mul nsw i32 %2, 12
  %91 = add nsw i32 %90, %19
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 12, i64 %20
  store i32 %94, ptr %95, align 4, !tbaa !5
  %96 = mul nsw i32 %2, 13
  %97 = add nsw i32 %96, %19
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i32, ptr %0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 13, i64 %20
  store i32 %100, ptr %101, align 4, !tbaa !5
  %102 = mul nsw i32 %2, 14
  %103 = add nsw i32 %102, %19
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, ptr %0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !5
  %107 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 14, i64 %20
  store i32 %106, ptr %107, align 4, !tbaa !5
  %108 = mul nsw i32 %2, 15
  %109 = add nsw i32 %108, %19
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, ptr %0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !5
  %113 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 15, i64 %20
  store i32 %112, ptr %113, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %114 = icmp eq i32 %8, 0
  br i1 %114, label %115, label %119

115:                                              ; preds = %6
  %116 = sext i32 %16 to i64
  %117 = getelementptr inbounds i32, ptr %1, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !5
  store i32 %118, ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), align 4, !tbaa !5
  br label %119

119:                                              ; preds = %115, %6
  %120 = add nuw nsw i32 %8, 1
  %121 = mul i32 %120, %2
  %122 = add i32 %121, %16
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i32, ptr %1, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !5
  %126 = zext nneg i32 %120 to i64
  %127 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %126
  store i32 %125, ptr %127, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %128 = sext i32 %17 to i64
  %129 = getelementptr i32, ptr %1, i64 %128
  %130 = getelementptr i8, ptr %129, i64 4
  %131 = load i32, ptr %130, align 4, !tbaa !5
  %132 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %126
  store i32 %131, ptr %132, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br label %139

133:                                              ; preds = %161
  %134 = add nuw nsw i32 %8, 16
  %135 = sub nsw i32 16, %8
  %136 = sub nsw i32 15, %8
  %137 = sext i32 %136 to i64
  %138 = sext i32 %135 to i64
  br label %164

139:                                              ; preds = %119, %161
  %140 = phi i32 [ 0, %119 ], [ %162, %161 ]
  %141 = icmp ugt i32 %8, %140
  br i1 %141, label %161, label %142

142:                                              ; preds = %139
  %143 = sub nsw i32 %140, %8
  %144 = add nsw i32 %143, 1
  %145 = sext i32 %143 to i64
  %146 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %145, i64 %20
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 %145, i64 %20
  %149 = load i32, ptr %148, align 4, !tbaa !5
  %150 = add nsw i32 %149, %147
  %151 = sext i32 %144 to i64
  %152 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %151, i64 %20
  %153 = load i32, ptr %152, align 4, !tbaa !5
  %154 = sub nsw i32 %153, %3
  %155 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %145, i64 %126
  %156 = load i32, ptr %155, align 4, !tbaa !5
  %157 = sub nsw i32 %156, %3
  %158 = tail call i32 @llvm.smax.i32(i32 %150, i32 %154)
  %159 = tail call noundef i32 @llvm.smax.i32(i32 %158, i32 %157)
  %160 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %151, i64 %126
  store i32 %159, ptr %160, align 4, !tbaa !5
  br label %161

161:                                              ; preds = %142, %139
  tail call void @llvm.nvvm.barrier0()
  %162 = add nuw nsw i32 %140, 1
  %163 = icmp eq i32 %162, 16
  br i1 %163, label %133, label %139, !llvm.loop !9

164:                                              ; preds = %133, %186
  %165 = phi i32 [ 14, %133 ], [ %187, %186 ]
  %166 = icmp ugt i32 %8, %165
  br i1 %166, label %186, label %167

167:                                              ; preds = %164
  %168 = sub nuw nsw i32 %134, %165
  %169 = add nsw i32 %168, -1
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %137, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !5
  %173 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 %137, i64 %170
  %174 = load i32, ptr %173, align 4, !tbaa !5
  %175 = add nsw i32 %174, %172
  %176 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %138, i64 %170
  %177 = load i32, ptr %176, align 4, !tbaa !5
  %178 = sub nsw i32 %177, %3
  %179 = zext nneg i32 %168 to i64
  %180 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %137, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !5
  %182 = sub nsw i32 %181, %3
  %183 = tail call i32 @llvm.smax.i32(i32 %175, i32 %178)
  %184 = tail call noundef i32 @llvm.smax.i32(i32 %183, i32 %182)
  %185 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %138, i64 %179
  store i32 %184, ptr %185, align 4, !tbaa !5
  br label %186

186:                                              ; preds = %167, %164
  tail call void @llvm.nvvm.barrier0()
  %187 = add nsw i32 %165, -1
  %188 = icmp eq i32 %165, 0
  br i1 %188, label %189, label %164, !llvm.loop !11

189:                                              ; preds = %186
  %190 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 1, i64 %126
  %191 = load i32, ptr %190, align 4, !tbaa !5
  %192 = getelementptr inbounds i32, ptr %1, i64 %21
  store i32 %191, ptr %192, align 4, !tbaa !5
  %193 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 2, i64 %126
  %194 = load i32, ptr %193, align 4, !tbaa !5
  %195 = getelementptr inbounds i32, ptr %1, i64 %26
  store i32 %194, ptr %195, align 4, !tbaa !5
  %196 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 3, i64 %126
  %197 = load i32, ptr %196, align 4, !tbaa !5
  %198 = getelementptr inbounds i32, ptr %1, i64 %32
  store i32 %197, ptr %198, align 4, !tbaa !5
  %199 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 4, i64 %126
  %200 = load i32, ptr %199, align 4, !tbaa !5
  %201 = getelementptr inbounds i32, ptr %1, i64 %38
  store i32 %200, ptr %201, align 4, !tbaa !5
  %202 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 5, i64 %126
  %203 = load i32, ptr %202, align 4, !tbaa !5
  %204 = getelementptr inbounds i32, ptr %1, i64 %44
  store i32 %203, ptr %204, align 4, !tbaa !5
  %205 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 6, i64 %126
  %206 = load i32, ptr %205, align 4, !tbaa !5
  %207 = getelementptr inbounds i32, ptr %1, i64 %50
  store i32 %206, ptr %207, align 4, !tbaa !5
  %208 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 7, i64 %126
  %209 = load i32, ptr %208, align 4, !tbaa !5
  %210 = getelementptr inbounds i32, ptr %1, i64 %56
  store i32 %209, ptr %210, align 4, !tbaa !5
  %211 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 8, i64 %126
  %212 = load i32, ptr %211, align 4, !tbaa !5
  %213 = getelementptr inbounds i32, ptr %1, i64 %62
  store i32 %212, ptr %213, align 4, !tbaa !5
  %214 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 9, i64 %126
  %215 = load i32, ptr %214, align 4, !tbaa !5
  %216 = getelementptr inbounds i32, ptr %1, i64 %68
  store i32 %215, ptr %216, align 4, !tbaa !5
  %217 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 10, i64 %126
  %218 = load i32, ptr %217, align 4, !tbaa !5
  %219 = getelementptr inbounds i32, ptr %1, i64 %74
  store i32 %218, ptr %219, align 4, !tbaa !5
  %220 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 11, i64 %126
  %221 = load i32, ptr %220, align 4, !tbaa !5
  %222 = getelementptr inbounds i32, ptr %1, i64 %80
  store i32 %221, ptr %222, align 4, !tbaa !5
  %223 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 12, i64 %126
  %224 = load i32, ptr %223, align 4, !tbaa !5
  %225 = getelementptr inbounds i32, ptr %1, i64 %86
  store i32 %224, ptr %225, align 4, !tbaa !5
  %226 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 13, i64 %126
  %227 = load i32, ptr %226, align 4, !tbaa !5
  %228 = getelementptr inbounds i32, ptr %1, i64 %92
  store i32 %227, ptr %228, align 4, !tbaa !5
  %229 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 14, i64 %126
  %230 = load i32, ptr %229, align 4, !tbaa !5
  %231 = getelementptr inbounds i32, ptr %1, i64 %98
  store i32 %230, ptr %231, align 4, !tbaa !5
  %232 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 15, i64 %126
  %233 = load i32, ptr %232, align 4, !tbaa !5
  %234 = getelementptr inbounds i32, ptr %1, i64 %104
  store i32 %233, ptr %234, align 4, !tbaa !5
  %235 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 16, i64 %126
  %236 = load i32, ptr %235, align 4, !tbaa !5
  %237 = getelementptr inbounds i32, ptr %1, i64 %110
  store i32 %236, ptr %237, align 4, !tbaa !5
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

!0 = !{ptr @_Z20needle_cuda_shared_2PiS_iiii, !"kernel", i32 1}
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
