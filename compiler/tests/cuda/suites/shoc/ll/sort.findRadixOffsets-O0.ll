; ModuleID = 'sort.findRadixOffsets.cu'
source_filename = "sort.findRadixOffsets.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }

@_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers = internal addrspace(3) global [16 x i32] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@sRadix1 = external dso_local addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z16findRadixOffsetsPDv2_jPjS1_jjj(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca <2 x i32>, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %17, ptr %13, align 4
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %18, ptr %14, align 4
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %19, ptr %15, align 4
  %20 = load ptr, ptr %7, align 8
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = add i32 %21, %24
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds <2 x i32>, ptr %20, i64 %26
  %28 = load <2 x i32>, ptr %27, align 8
  store <2 x i32> %28, ptr %16, align 8
  %29 = load <2 x i32>, ptr %16, align 8
  %30 = extractelement <2 x i32> %29, i64 0
  %31 = load i32, ptr %10, align 4
  %32 = lshr i32 %30, %31
  %33 = and i32 %32, 15
  %34 = load i32, ptr %14, align 4
  %35 = mul i32 2, %34
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %36
  store i32 %33, ptr %37, align 4
  %38 = load <2 x i32>, ptr %16, align 8
  %39 = extractelement <2 x i32> %38, i64 1
  %40 = load i32, ptr %10, align 4
  %41 = lshr i32 %39, %40
  %42 = and i32 %41, 15
  %43 = load i32, ptr %14, align 4
  %44 = mul i32 2, %43
  %45 = add i32 %44, 1
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %46
  store i32 %42, ptr %47, align 4
  %48 = load i32, ptr %14, align 4
  %49 = icmp ult i32 %48, 16
  br i1 %49, label %50, label %54

50:                                               ; preds = %6
  %51 = load i32, ptr %14, align 4
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %52
  store i32 0, ptr %53, align 4
  br label %54

54:                                               ; preds = %50, %6
  call void @llvm.nvvm.barrier0()
  %55 = load i32, ptr %14, align 4
  %56 = icmp ugt i32 %55, 0
  br i1 %56, label %57, label %76

57:                                               ; preds = %54
  %58 = load i32, ptr %14, align 4
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = load i32, ptr %14, align 4
  %63 = sub i32 %62, 1
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = icmp ne i32 %61, %66
  br i1 %67, label %68, label %76

68:                                               ; preds = %57
  %69 = load i32, ptr %14, align 4
  %70 = load i32, ptr %14, align 4
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %74
  store i32 %69, ptr %75, align 4
  br label %76

76:                                               ; preds = %68, %57, %54
  %77 = load i32, ptr %14, align 4
  %78 = load i32, ptr %15, align 4
  %79 = add i32 %77, %78
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = load i32, ptr %14, align 4
  %84 = load i32, ptr %15, align 4
  %85 = add i32 %83, %84
  %86 = sub i32 %85, 1
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %87
  %89 = load i32, ptr %88, align 4
  %90 = icmp ne i32 %82, %89
  br i1 %90, label %91, label %103

91:                                               ; preds = %76
  %92 = load i32, ptr %14, align 4
  %93 = load i32, ptr %15, align 4
  %94 = add i32 %92, %93
  %95 = load i32, ptr %14, align 4
  %96 = load i32, ptr %15, align 4
  %97 = add i32 %95, %96
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %98
  %100 = load i32, ptr %99, align 4
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %101
  store i32 %94, ptr %102, align 4
  br label %103

103:                                              ; preds = %91, %76
  call void @llvm.nvvm.barrier0()
  %104 = load i32, ptr %14, align 4
  %105 = icmp ult i32 %104, 16
  br i1 %105, label %106, label %118

106:                                              ; preds = %103
  %107 = load i32, ptr %14, align 4
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %108
  %110 = load i32, ptr %109, align 4
  %111 = load ptr, ptr %9, align 8
  %112 = load i32, ptr %13, align 4
  %113 = mul i32 %112, 16
  %114 = load i32, ptr %14, align 4
  %115 = add i32 %113, %114
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr %111, i64 %116
  store i32 %110, ptr %117, align 4
  br label %118

118:                                              ; preds = %106, %103
  call void @llvm.nvvm.barrier0()
  %119 = load i32, ptr %14, align 4
  %120 = icmp ugt i32 %119, 0
  br i1 %120, label %121, label %150

121:                                              ; preds = %118
  %122 = load i32, ptr %14, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %123
  %125 = load i32, ptr %124, align 4
  %126 = load i32, ptr %14, align 4
  %127 = sub i32 %126, 1
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = icmp ne i32 %125, %130
  br i1 %131, label %132, label %150

132:                                              ; preds = %121
  %133 = load i32, ptr %14, align 4
  %134 = load i32, ptr %14, align 4
  %135 = sub i32 %134, 1
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %136
  %138 = load i32, ptr %137, align 4
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %139
  %141 = load i32, ptr %140, align 4
  %142 = sub i32 %133, %141
  %143 = load i32, ptr %14, align 4
  %144 = sub i32 %143, 1
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %145
  %147 = load i32, ptr %146, align 4
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %148
  store i32 %142, ptr %149, align 4
  br label %150

150:                                              ; preds = %132, %121, %118
  %151 = load i32, ptr %14, align 4
  %152 = load i32, ptr %15, align 4
  %153 = add i32 %151, %152
  %154 = zext i32 %153 to i64
  %155 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = load i32, ptr %14, align 4
  %158 = load i32, ptr %15, align 4
  %159 = add i32 %157, %158
  %160 = sub i32 %159, 1
  %161 = zext i32 %160 to i64
  %162 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %161
  %163 = load i32, ptr %162, align 4
  %164 = icmp ne i32 %156, %163
  br i1 %164, label %165, label %189

165:                                              ; preds = %150
  %166 = load i32, ptr %14, align 4
  %167 = load i32, ptr %15, align 4
  %168 = add i32 %166, %167
  %169 = load i32, ptr %14, align 4
  %170 = load i32, ptr %15, align 4
  %171 = add i32 %169, %170
  %172 = sub i32 %171, 1
  %173 = zext i32 %172 to i64
  %174 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %173
  %175 = load i32, ptr %174, align 4
  %176 = zext i32 %175 to i64
  %177 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %176
  %178 = load i32, ptr %177, align 4
  %179 = sub i32 %168, %178
  %180 = load i32, ptr %14, align 4
  %181 = load i32, ptr %15, align 4
  %182 = add i32 %180, %181
  %183 = sub i32 %182, 1
  %184 = zext i32 %183 to i64
  %185 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %184
  %186 = load i32, ptr %185, align 4
  %187 = zext i32 %186 to i64
  %188 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %187
  store i32 %179, ptr %188, align 4
  br label %189

189:                                              ; preds = %165, %150
  %190 = load i32, ptr %14, align 4
  %191 = load i32, ptr %15, align 4
  %192 = sub i32 %191, 1
  %193 = icmp eq i32 %190, %192
  br i1 %193, label %194, label %215

194:                                              ; preds = %189
  %195 = load i32, ptr %15, align 4
  %196 = mul i32 2, %195
  %197 = load i32, ptr %15, align 4
  %198 = mul i32 2, %197
  %199 = sub i32 %198, 1
  %200 = zext i32 %199 to i64
  %201 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %200
  %202 = load i32, ptr %201, align 4
  %203 = zext i32 %202 to i64
  %204 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %203
  %205 = load i32, ptr %204, align 4
  %206 = sub i32 %196, %205
  %207 = load i32, ptr %15, align 4
  %208 = mul i32 2, %207
  %209 = sub i32 %208, 1
  %210 = zext i32 %209 to i64
  %211 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %210
  %212 = load i32, ptr %211, align 4
  %213 = zext i32 %212 to i64
  %214 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %213
  store i32 %206, ptr %214, align 4
  br label %215

215:                                              ; preds = %194, %189
  call void @llvm.nvvm.barrier0()
  %216 = load i32, ptr %14, align 4
  %217 = icmp ult i32 %216, 16
  br i1 %217, label %218, label %231

218:                                              ; preds = %215
  %219 = load i32, ptr %14, align 4
  %220 = zext i32 %219 to i64
  %221 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %220
  %222 = load i32, ptr %221, align 4
  %223 = load ptr, ptr %8, align 8
  %224 = load i32, ptr %14, align 4
  %225 = load i32, ptr %12, align 4
  %226 = mul i32 %224, %225
  %227 = load i32, ptr %13, align 4
  %228 = add i32 %226, %227
  %229 = zext i32 %228 to i64
  %230 = getelementptr inbounds i32, ptr %223, i64 %229
  store i32 %222, ptr %230, align 4
  br label %231

231:                                              ; preds = %218, %215
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z16findRadixOffsetsPDv2_jPjS1_jjj, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
