/* eslint-disable */
// 由 `npm run openapi:types` 从 GET /v1/api/openapi.json（admin 可调用的全部接口）生成，不要手改。

export interface paths {
    "/v1/api/account/ledger/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 流水列表 */
        get: operations["finance_ledger_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/account/paths": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 所有页面的路径（控制台据此区分没有权限与页面不存在） */
        get: operations["getAccountPaths"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户的资料 */
        get: operations["getAccountProfile"];
        put?: never;
        /** 修改当前用户的资料 */
        post: operations["postAccountProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/account/recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 充值新增 */
        post: operations["finance_recharge_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/account/recharge/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 充值详情 */
        get: operations["finance_recharge_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/account/recharge/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 充值列表 */
        get: operations["finance_recharge_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/account/routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户的菜单路由 */
        get: operations["getAccountRoutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/actions/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 在选中的记录上执行页面操作（认领、公开、转移、流转） */
        post: operations["postActionsByPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 小程序新增 */
        post: operations["tools_trillAccount_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/call/desk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 外呼工作台：能否拨打，以及自己的号码（打码） */
        get: operations["getAppCallDesk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/call/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通话详情 */
        get: operations["tools_callList_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/call/dial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 拨打电话（双呼：先打自己的手机，接通后再打人才） */
        post: operations["postAppCallDial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/call/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通话列表 */
        get: operations["tools_callList_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/call/state/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 自己的一通电话的状态 */
        get: operations["getAppCallStateById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/call/transfer/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 转接详情 */
        get: operations["tools_trCallList_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/call/transfer/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 转接列表 */
        get: operations["tools_trCallList_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 合同新增 */
        post: operations["talents_contract_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 合同删除 */
        delete: operations["talents_contract_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 合同详情 */
        get: operations["talents_contract_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 合同编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["talents_contract_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 合同列表 */
        get: operations["talents_contract_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/push/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 合同列表（视图 pushed） */
        post: operations["talents_contract_list_pushed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/seal/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 印章新增 */
        post: operations["talents_seal_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/seal/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 印章删除 */
        delete: operations["talents_seal_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/seal/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 印章详情 */
        get: operations["talents_seal_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/seal/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 印章编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["talents_seal_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/seal/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 印章列表 */
        get: operations["talents_seal_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/sign/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 签署记录删除 */
        delete: operations["talents_contractList_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/sign/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 签署记录详情 */
        get: operations["talents_contractList_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/sign/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 签署记录编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["talents_contractList_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/sign/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 签署记录列表 */
        get: operations["talents_contractList_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/template/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 合同模板新增 */
        post: operations["talents_contractTemplate_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/template/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 合同模板删除 */
        delete: operations["talents_contractTemplate_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/template/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 合同模板详情 */
        get: operations["talents_contractTemplate_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/template/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 合同模板编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["talents_contractTemplate_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/template/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 合同模板列表 */
        get: operations["talents_contractTemplate_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/template/preview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 预览合同模板（以示例数据填充） */
        get: operations["getAppContractTemplatePreviewById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/unpush/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 合同列表（视图 unpushed） */
        post: operations["talents_contract_list_unpushed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/contract/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 核验已签合同文件的真伪 */
        post: operations["postAppContractVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 小程序删除 */
        delete: operations["tools_trillAccount_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 小程序详情 */
        get: operations["tools_trillAccount_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 小程序编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["tools_trillAccount_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 小程序列表 */
        get: operations["tools_trillAccount_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/matter/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 素材新增 */
        post: operations["matter_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/matter/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 素材删除 */
        delete: operations["matter_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/matter/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 素材详情 */
        get: operations["matter_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/matter/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 素材编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["matter_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/matter/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 素材列表 */
        get: operations["matter_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/note/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 笔记新增 */
        post: operations["tools_note_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/note/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 笔记删除 */
        delete: operations["tools_note_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/note/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 笔记详情 */
        get: operations["tools_note_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/note/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 笔记编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["tools_note_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/note/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 笔记列表 */
        get: operations["tools_note_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/picture/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 把图片工具的成品存入素材库 */
        post: operations["postAppPictureApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/robot/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 外呼任务新增 */
        post: operations["tools_robot_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/robot/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 外呼任务删除 */
        delete: operations["tools_robot_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/robot/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 外呼任务详情 */
        get: operations["tools_robot_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/robot/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 外呼任务编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["tools_robot_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/robot/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 外呼任务列表 */
        get: operations["tools_robot_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/site/post/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 官网岗位新增 */
        post: operations["static_post_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/site/post/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 官网岗位删除 */
        delete: operations["static_post_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/site/post/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网岗位详情 */
        get: operations["static_post_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/site/post/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 官网岗位编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["static_post_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/site/post/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网岗位列表 */
        get: operations["static_post_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/system/config/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 保存系统配置 */
        post: operations["postAppSystemConfigData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/system/config/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 系统配置项及其说明 */
        get: operations["getAppSystemConfigKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/system/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 系统名称与标志（登录页使用） */
        get: operations["getAppSystemInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/system/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 上传系统标志 */
        post: operations["postAppSystemLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/system/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 修改系统名称等设置 */
        post: operations["postAppSystemSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 已授权的抖音账号 */
        get: operations["getAppTrillAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 小程序版本：提交审核 */
        post: operations["postAppTrillAudit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/audit/hosts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 小程序现在可以提审的宿主（平台的 get_audit_hosts） */
        post: operations["postAppTrillAuditHosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/leads/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 卡片新增 */
        post: operations["tools_trill_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/leads/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 卡片删除 */
        delete: operations["tools_trill_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/leads/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 卡片详情 */
        get: operations["tools_trill_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/leads/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卡片编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["tools_trill_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/leads/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 卡片列表 */
        get: operations["tools_trill_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/leads/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 同步一类卡片（leads）的审核状态 */
        post: operations["postAppTrillCardLeadsSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/message/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 卡片新增 */
        post: operations["tools_trillMessageCard_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/message/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 卡片删除 */
        delete: operations["tools_trillMessageCard_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/message/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 卡片详情 */
        get: operations["tools_trillMessageCard_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/message/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卡片编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["tools_trillMessageCard_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/message/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 卡片列表 */
        get: operations["tools_trillMessageCard_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/message/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 同步一类卡片（message）的审核状态 */
        post: operations["postAppTrillCardMessageSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/micro/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 卡片新增 */
        post: operations["tools_trillMicroCard_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/micro/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 卡片删除 */
        delete: operations["tools_trillMicroCard_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/micro/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 卡片详情 */
        get: operations["tools_trillMicroCard_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/micro/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卡片编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["tools_trillMicroCard_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/micro/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 卡片列表 */
        get: operations["tools_trillMicroCard_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/micro/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 同步一类卡片（micro）的审核状态 */
        post: operations["postAppTrillCardMicroSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/toutiao/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 卡片新增 */
        post: operations["tools_toutiaoCard_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/toutiao/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 卡片删除 */
        delete: operations["tools_toutiaoCard_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/toutiao/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 卡片详情 */
        get: operations["tools_toutiaoCard_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/toutiao/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卡片编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["tools_toutiaoCard_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/toutiao/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 卡片列表 */
        get: operations["tools_toutiaoCard_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/card/toutiao/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 同步一类卡片（toutiao）的审核状态 */
        post: operations["postAppTrillCardToutiaoSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/comment/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 评论删除 */
        delete: operations["tools_comment_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/comment/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 评论详情 */
        get: operations["tools_comment_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/comment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 评论列表 */
        get: operations["tools_comment_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/comment/pin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 置顶一条评论 */
        post: operations["postAppTrillCommentPinById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/comment/reply/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 回复一条评论 */
        post: operations["postAppTrillCommentReplyById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/comment/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 从抖音同步评论 */
        post: operations["postAppTrillCommentSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/comment/unpin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 取消置顶 */
        post: operations["postAppTrillCommentUnpinById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 链接新增 */
        post: operations["tools_link_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/link/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 链接详情 */
        get: operations["tools_link_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/link/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 链接列表 */
        get: operations["tools_link_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/oauth/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 抖音账号授权链接 */
        get: operations["getAppTrillOauthUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 小程序版本：发布 */
        post: operations["postAppTrillPublic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/qcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 小程序体验版二维码 */
        post: operations["postAppTrillQcode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 小程序版本：撤回审核 */
        post: operations["postAppTrillRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 小程序版本：回滚 */
        post: operations["postAppTrillRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/version/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 小程序的版本信息 */
        post: operations["postAppTrillVersionInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/video/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 视频删除 */
        delete: operations["tools_video_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/video/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 视频详情 */
        get: operations["tools_video_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/video/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 视频列表 */
        get: operations["tools_video_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/trill/video/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 从抖音同步视频 */
        post: operations["postAppTrillVideoSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/account/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 公众号新增 */
        post: operations["wechat_params_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/account/callback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公众号的服务器配置（回调地址与令牌） */
        get: operations["getAppWechatAccountCallbackById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/account/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 公众号删除 */
        post: operations["wechat_params_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/account/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公众号详情 */
        get: operations["wechat_params_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/account/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 公众号编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["wechat_params_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/account/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公众号列表 */
        get: operations["wechat_params_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/account/test/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 测试公众号账号的连接 */
        get: operations["getAppWechatAccountTestById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/create/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发布公众号菜单到微信 */
        post: operations["postAppWechatCreateMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/keyword/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 回复规则新增 */
        post: operations["wechat_keywords_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/keyword/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 回复规则删除 */
        post: operations["wechat_keywords_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/keyword/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 回复规则详情 */
        get: operations["wechat_keywords_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/keyword/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回复规则编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["wechat_keywords_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/keyword/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 回复规则列表 */
        get: operations["wechat_keywords_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/menu/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公众号菜单草稿 */
        get: operations["getAppWechatMenuConfig"];
        put?: never;
        /** 保存公众号菜单草稿 */
        post: operations["postAppWechatMenuConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/menu/pull": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 从微信拉取当前菜单 */
        post: operations["postAppWechatMenuPull"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/message/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 消息列表 */
        get: operations["wechat_messages_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/receive/care/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 关注回复的设置 */
        get: operations["getAppWechatReceiveCareConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/app/wechat/receive/care/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 保存关注回复 */
        post: operations["postAppWechatReceiveCareSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/auth/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 登录验证码（工作量证明） */
        get: operations["getAuthCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/auth/change/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 上传自己的头像 */
        post: operations["postAuthChangeAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/auth/change/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 修改自己的密码 */
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 用户名和密码登录 */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 退出登录 */
        delete: operations["deleteAuthLogout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/auth/noPwd/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 为用户签发免密登录码 */
        post: operations["postAuthNoPwdIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/auth/noPwd/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 用免密登录码登录 */
        post: operations["postAuthNoPwdLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/auth/preview/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 结束预览，回到自己的会话 */
        post: operations["postAuthPreviewEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/auth/preview/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 以某个用户的视角预览（只读） */
        post: operations["postAuthPreviewStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/auth/refreshToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 用刷新令牌换新的访问令牌 */
        post: operations["postAuthRefreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业列表 */
        get: operations["company_list_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/companies/_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 企业导入
         * @description 上传 xlsx：全部行通过才写入，否则一行不写，并答出每行每列的错误。
         */
        post: operations["company_list_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业详情 */
        get: operations["company_list_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/companies/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 企业新增 */
        post: operations["company_list_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/companies/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 企业删除 */
        delete: operations["company_list_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/companies/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 企业编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["company_list_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/jobTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 职位类型列表 */
        get: operations["company_jobTypes_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/jobTypes/_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 职位类型导入
         * @description 上传 xlsx：全部行通过才写入，否则一行不写，并答出每行每列的错误。
         */
        post: operations["company_jobTypes_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/jobTypes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 职位类型详情 */
        get: operations["company_jobTypes_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/jobTypes/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 职位类型新增 */
        post: operations["company_jobTypes_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/jobTypes/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 职位类型删除 */
        delete: operations["company_jobTypes_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/jobTypes/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 职位类型编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["company_jobTypes_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 岗位列表 */
        get: operations["company_post_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/posts/_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 岗位导入
         * @description 上传 xlsx：全部行通过才写入，否则一行不写，并答出每行每列的错误。
         */
        post: operations["company_post_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 岗位详情 */
        get: operations["company_post_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/posts/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 岗位新增 */
        post: operations["company_post_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/posts/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 岗位删除 */
        delete: operations["company_post_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/company/posts/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 岗位编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["company_post_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/demo/showcase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 示例列表 */
        get: operations["demo_showcase_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/demo/showcase/_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 示例导入
         * @description 上传 xlsx：全部行通过才写入，否则一行不写，并答出每行每列的错误。
         */
        post: operations["demo_showcase_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/demo/showcase/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 示例新增 */
        post: operations["demo_showcase_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/demo/showcase/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 示例删除 */
        delete: operations["demo_showcase_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/demo/showcase/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 示例详情 */
        get: operations["demo_showcase_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/demo/showcase/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 示例编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["demo_showcase_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/douyin/oauth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 抖音授权回调 */
        get: operations["getDouyinOauthCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/douyin/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 抖音开放平台推送票据 */
        post: operations["postDouyinTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 首页的待办事项 */
        get: operations["getDue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公开文件（头像、官网素材） */
        get: operations["getFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/files/private/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 读取私有文件（需能打开该页面） */
        get: operations["getFilesPrivateById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/fill/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 按关联记录填充表单字段 */
        get: operations["getFillByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/finance/salary/_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资批次导入
         * @description 上传 xlsx：全部行通过才写入，否则一行不写，并答出每行每列的错误。
         */
        post: operations["finance_salary_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/finance/salary/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 工资批次详情 */
        get: operations["finance_salary_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/finance/salary/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 工资批次列表 */
        get: operations["finance_salary_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/finance/salary/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 工资条列表 */
        get: operations["finance_salaryRow_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/finance/salary/rows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 工资条详情 */
        get: operations["finance_salaryRow_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 存活检查（进程在运行） */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 就绪检查（数据库可用、迁移完成） */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 接口文档（OpenAPI 3.1）：调用者可以调用的接口（文档本身，不在 {code, msg, data} 中） */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/pages/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 单页内容（草稿与已发布） */
        get: operations["getPagesByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/pages/publish/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发布单页 */
        post: operations["postPagesPublishByPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/pages/restore/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 恢复单页的一个历史版本 */
        post: operations["postPagesRestoreByPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/pages/save/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 保存单页草稿 */
        post: operations["postPagesSaveByPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 健康检查 */
        get: operations["getPing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/relations/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 关联字段的选择器：按名称开头或按 id 找目标记录 */
        get: operations["getRelationsByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/reveal/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 查看一个打码字段的完整值（记入操作日志） */
        post: operations["postRevealByPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/reveal/system/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 查看用户的完整手机号（记入操作日志） */
        post: operations["postRevealSystemUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/screens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 有 schema 文件的页面路径（菜单管理选用） */
        get: operations["getScreens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/screens/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一个页面的 schema，以及检查出的问题 */
        get: operations["getScreensByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sign/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 签署页：待签的合同 */
        get: operations["getSignByToken"];
        put?: never;
        /** 签署合同 */
        post: operations["postSignByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sign/{token}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 签署页：合同 PDF */
        get: operations["getSignByTokenPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sign/{token}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 拒绝签署 */
        post: operations["postSignByTokenRefuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/site/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网：已发布的内容列表 */
        get: operations["getSiteByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/site/{key}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网：一条已发布的内容 */
        get: operations["getSiteByKeyById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/site/pages/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网：已发布的单页 */
        get: operations["getSitePagesByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/stats/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 图表的统计数据（在调用者的数据范围内） */
        get: operations["getStatsByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sums/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 按条件汇总金额 */
        get: operations["getSumsByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/depts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 部门列表 */
        get: operations["system_dept_list"];
        put?: never;
        /** 部门新增 */
        post: operations["system_dept_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/depts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 部门详情 */
        get: operations["system_dept_detail"];
        put?: never;
        /**
         * 部门编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["system_dept_update"];
        /** 部门删除 */
        delete: operations["system_dept_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/dict/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 字典数据列表 */
        get: operations["system_dictItem_list"];
        put?: never;
        /** 字典数据新增 */
        post: operations["system_dictItem_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/dict/items/_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 字典数据导入
         * @description 上传 xlsx：全部行通过才写入，否则一行不写，并答出每行每列的错误。
         */
        post: operations["system_dictItem_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/dict/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 字典数据详情 */
        get: operations["system_dictItem_detail"];
        put?: never;
        /**
         * 字典数据编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["system_dictItem_update"];
        /** 字典数据删除 */
        delete: operations["system_dictItem_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/dict/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 字典列表 */
        get: operations["system_dict_list"];
        put?: never;
        /** 字典新增 */
        post: operations["system_dict_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/dict/types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 字典详情 */
        get: operations["system_dict_detail"];
        put?: never;
        /**
         * 字典编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["system_dict_update"];
        /** 字典删除 */
        delete: operations["system_dict_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/dicts/{code}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 字典的选项 */
        get: operations["getSystemDictsByCodeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/integrations/adapters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 外部平台适配器及其配置状态 */
        get: operations["getSystemIntegrationsAdapters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/integrations/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 平台调用详情 */
        get: operations["system_integration_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/integrations/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 平台调用列表 */
        get: operations["system_integration_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/integrations/test/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 测试外部平台的连接 */
        post: operations["postSystemIntegrationsTestByKind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/loginLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 登录日志 */
        get: operations["getSystemLoginLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 操作日志 */
        get: operations["getSystemLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/logs/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 操作日志中出现过的资源类型 */
        get: operations["getSystemLogsResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 菜单列表 */
        get: operations["system_menu_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/menus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 菜单删除 */
        delete: operations["system_menu_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/menus/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 菜单新增 */
        post: operations["system_menu_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/menus/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 菜单详情 */
        get: operations["system_menu_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/menus/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 菜单编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["system_menu_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/menus/from-screen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 由页面 schema 生成菜单和按钮 */
        post: operations["postSystemMenusFromScreen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 角色列表 */
        get: operations["getSystemRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/roles/{id}/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 角色拥有的菜单与按钮 */
        get: operations["getSystemRolesByIdMenus"];
        put?: never;
        /** 设置角色的菜单与按钮 */
        post: operations["postSystemRolesByIdMenus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/roles/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增角色 */
        post: operations["postSystemRolesAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/roles/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 删除角色 */
        delete: operations["deleteSystemRolesDeleteById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/roles/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 角色详情 */
        get: operations["getSystemRolesDetailById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/roles/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 编辑角色 */
        post: operations["postSystemRolesEditById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/roles/menuTree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 可分配的菜单与按钮树 */
        get: operations["getSystemRolesMenuTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/roles/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 角色选项（分配角色时） */
        get: operations["getSystemRolesOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 用户列表 */
        get: operations["getSystemUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/users/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增用户 */
        post: operations["postSystemUsersAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/users/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 删除用户 */
        delete: operations["deleteSystemUsersDeleteById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/users/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 用户详情 */
        get: operations["getSystemUsersDetailById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/users/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 编辑用户 */
        post: operations["postSystemUsersEditById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/system/users/password/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 重置用户密码 */
        get: operations["getSystemUsersPasswordById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/applies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 报名列表 */
        get: operations["talents_apply_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/applies/_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 报名导入
         * @description 上传 xlsx：全部行通过才写入，否则一行不写，并答出每行每列的错误。
         */
        post: operations["talents_apply_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/applies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 报名详情 */
        get: operations["talents_apply_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/applies/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 报名新增 */
        post: operations["talents_apply_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/applies/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 报名删除 */
        delete: operations["talents_apply_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/applies/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 报名编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["talents_apply_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/follows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 跟进列表 */
        get: operations["talents_follow_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/follows/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 跟进新增 */
        post: operations["talents_follow_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 入职记录列表 */
        get: operations["talents_report_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 入职记录详情 */
        get: operations["talents_report_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/talents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 人才列表 */
        get: operations["talents_list_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/talents/_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 人才导入
         * @description 上传 xlsx：全部行通过才写入，否则一行不写，并答出每行每列的错误。
         */
        post: operations["talents_list_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/talents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 人才详情 */
        get: operations["talents_list_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/talents/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 人才新增 */
        post: operations["talents_list_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/talents/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 人才删除 */
        delete: operations["talents_list_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/talents/talents/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 人才编辑
         * @description 只改所给的字段；所给字段为空（null 或 ""）则清空它。
         */
        post: operations["talents_list_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/totals/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 列表的合计行 */
        get: operations["getTotalsByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/uploads/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 上传文件到记录的上传字段 */
        post: operations["postUploadsByPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/used-by/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一条记录被哪些记录引用 */
        get: operations["getUsedByByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/users/_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 导入用户（xlsx） */
        post: operations["postUsersImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/views/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 页面每个视图（标签页）的记录数 */
        get: operations["getViewsByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/voice/report/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 语音平台推送通话记录与录音地址（地址中的密钥即凭据） */
        post: operations["postVoiceReportBySecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/voice/robot-report/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 语音平台推送机器人外呼的结果（地址中的密钥即凭据） */
        post: operations["postVoiceRobotReportBySecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/wechat/callback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 微信服务器验证回调地址（签名即凭据） */
        get: operations["getWechatCallbackById"];
        put?: never;
        /** 微信推送的消息与事件（签名即凭据） */
        post: operations["postWechatCallbackById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        company_jobTypes: {
            created_at?: string | number | null;
            id: number;
            /** 类型名称 */
            name?: string | null;
            /**
             * 工作性质
             * @description 字典 job_nature：1=全职，2=兼职，3=小时工，4=实习
             */
            nature?: string | null;
            /** 备注 */
            remark?: string | null;
            /**
             * 最低月薪
             * @description 金额，以分为单位
             */
            salary_floor?: number | null;
            /** 排序 */
            sort?: number | null;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             */
            status?: number | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        company_jobTypes_create: {
            /** 类型名称 */
            name: string;
            /**
             * 工作性质
             * @description 字典 job_nature：1=全职，2=兼职，3=小时工，4=实习
             * @enum {string}
             */
            nature: "1" | "2" | "3" | "4";
            /** 备注 */
            remark?: string;
            /**
             * 最低月薪
             * Format: money
             * @description 金额，以分为单位的整数（¥12.34 写作 1234）
             */
            salary_floor?: number;
            /**
             * 排序
             * @default 0
             */
            sort: number;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {integer}
             */
            status: 0 | 1;
        };
        company_jobTypes_update: {
            /** 类型名称 */
            name?: string;
            /**
             * 工作性质
             * @description 字典 job_nature：1=全职，2=兼职，3=小时工，4=实习
             * @enum {string}
             */
            nature?: "1" | "2" | "3" | "4";
            /** 备注 */
            remark?: string;
            /**
             * 最低月薪
             * Format: money
             * @description 金额，以分为单位的整数（¥12.34 写作 1234）
             */
            salary_floor?: number;
            /**
             * 排序
             * @default 0
             */
            sort: number;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {integer}
             */
            status: 0 | 1;
        };
        company_list: {
            /** 地址 */
            address?: string | null;
            /** 城市 */
            city?: string | null;
            /**
             * 联系电话
             * @description 打码显示（如 138****8000），记录负责人和有权限者看到完整值
             */
            contact_mobile?: string | null;
            /** 联系人 */
            contact_name?: string | null;
            created_at?: string | number | null;
            /** 统一社会信用代码 */
            credit_code?: string | null;
            id: number;
            /**
             * 行业
             * @description 字典 industry：1=制造业，2=物流仓储，3=电子，4=食品，5=零售，6=餐饮酒店，7=建筑，8=家政服务，9=互联网，99=其他
             */
            industry?: string | null;
            /** 企业介绍 */
            intro?: string | null;
            /** 企业名称 */
            name?: string | null;
            /**
             * 服务费（每人）
             * @description 金额，以分为单位
             */
            service_fee?: number | null;
            /**
             * 结算方式
             * @description 字典 settlement_mode：1=按小时，2=按天，3=按月，4=按件
             */
            settlement?: string | null;
            /** 简称 */
            short_name?: string | null;
            /**
             * 合作状态
             * @description 字典 cooperation_status：0=洽谈中，1=合作中，2=已暂停，3=已终止
             */
            status?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        company_list_create: {
            /** 地址 */
            address?: string;
            /** 城市 */
            city: string;
            /**
             * 联系电话
             * Format: mobile
             * @description 请输入正确的11位手机号码
             * @example 13800138000
             */
            contact_mobile: string;
            /** 联系人 */
            contact_name: string;
            /**
             * 统一社会信用代码
             * Format: creditCode
             * @description 18 位，最后一位是校验码。请输入正确的18位统一社会信用代码
             * @example 91350100M000100Y43
             */
            credit_code: string;
            /**
             * 行业
             * @description 字典 industry：1=制造业，2=物流仓储，3=电子，4=食品，5=零售，6=餐饮酒店，7=建筑，8=家政服务，9=互联网，99=其他
             * @enum {string}
             */
            industry: "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "99";
            /** 企业介绍 */
            intro?: string;
            /** 企业名称 */
            name: string;
            /**
             * 服务费（每人）
             * Format: money
             * @description 金额，以分为单位的整数（¥12.34 写作 1234）
             */
            service_fee?: number;
            /**
             * 结算方式
             * @description 字典 settlement_mode：1=按小时，2=按天，3=按月，4=按件
             * @default 3
             * @enum {string}
             */
            settlement: "1" | "2" | "3" | "4";
            /** 简称 */
            short_name?: string;
            /**
             * 合作状态
             * @description 字典 cooperation_status：0=洽谈中，1=合作中，2=已暂停，3=已终止
             * @default 1
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3";
        };
        company_list_update: {
            /** 地址 */
            address?: string;
            /** 城市 */
            city?: string;
            /**
             * 联系电话
             * Format: mobile
             * @description 请输入正确的11位手机号码
             * @example 13800138000
             */
            contact_mobile?: string;
            /** 联系人 */
            contact_name?: string;
            /**
             * 统一社会信用代码
             * Format: creditCode
             * @description 18 位，最后一位是校验码。请输入正确的18位统一社会信用代码
             * @example 91350100M000100Y43
             */
            credit_code?: string;
            /**
             * 行业
             * @description 字典 industry：1=制造业，2=物流仓储，3=电子，4=食品，5=零售，6=餐饮酒店，7=建筑，8=家政服务，9=互联网，99=其他
             * @enum {string}
             */
            industry?: "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "99";
            /** 企业介绍 */
            intro?: string;
            /** 企业名称 */
            name?: string;
            /**
             * 服务费（每人）
             * Format: money
             * @description 金额，以分为单位的整数（¥12.34 写作 1234）
             */
            service_fee?: number;
            /**
             * 结算方式
             * @description 字典 settlement_mode：1=按小时，2=按天，3=按月，4=按件
             * @default 3
             * @enum {string}
             */
            settlement: "1" | "2" | "3" | "4";
            /** 简称 */
            short_name?: string;
            /**
             * 合作状态
             * @description 字典 cooperation_status：0=洽谈中，1=合作中，2=已暂停，3=已终止
             * @default 1
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3";
        };
        company_post: {
            /** 工作地址 */
            address?: string | null;
            /** 最大年龄 */
            age_max?: number | null;
            /** 最小年龄 */
            age_min?: number | null;
            /** 城市 */
            city?: string | null;
            /** 企业 */
            company_id?: number | null;
            /** @description 「企业」的名称 */
            company_id_label?: string | null;
            created_at?: string | number | null;
            /**
             * 学历要求
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             */
            education?: string | null;
            /** 截止日期 */
            end_date?: string | null;
            /**
             * 性别要求
             * @description 字典 gender：0=未知，1=男，2=女
             */
            gender?: number | null;
            /** 招聘人数 */
            headcount?: number | null;
            id: number;
            /** 职位类型 */
            job_type_id?: number | null;
            /** @description 「职位类型」的名称 */
            job_type_id_label?: string | null;
            /**
             * 薪资上限
             * @description 金额，以分为单位
             */
            pay_max?: number | null;
            /**
             * 薪资下限
             * @description 金额，以分为单位
             */
            pay_min?: number | null;
            /**
             * 计薪方式
             * @description 字典 settlement_mode：1=按小时，2=按天，3=按月，4=按件
             */
            pay_unit?: string | null;
            /** 岗位要求 */
            requirements?: string | null;
            /** 开始日期 */
            start_date?: string | null;
            /**
             * 状态
             * @description 字典 post_status：0=草稿，1=招聘中，2=已招满，3=已关闭
             */
            status?: string | null;
            /** 岗位名称 */
            title?: string | null;
            updated_at?: string | number | null;
            /** 工作时间 */
            work_hours?: string | null;
        } & {
            [key: string]: unknown;
        };
        company_post_create: {
            /** 工作地址 */
            address?: string;
            /** 最大年龄 */
            age_max?: number;
            /** 最小年龄 */
            age_min?: number;
            /** 城市 */
            city: string;
            /**
             * 企业
             * @description 「company/list」中一条记录的 id
             */
            company_id: number;
            /**
             * 学历要求
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             * @enum {string}
             */
            education?: "1" | "2" | "3" | "4" | "5";
            /**
             * 截止日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            end_date?: string;
            /**
             * 性别要求
             * @description 字典 gender：0=未知，1=男，2=女
             * @default 0
             * @enum {integer}
             */
            gender: 0 | 1 | 2;
            /** 招聘人数 */
            headcount: number;
            /**
             * 职位类型
             * @description 「company/jobTypes」中一条记录的 id
             */
            job_type_id: number;
            /**
             * 薪资上限
             * Format: money
             * @description 金额，以分为单位的整数（¥12.34 写作 1234）
             */
            pay_max?: number;
            /**
             * 薪资下限
             * Format: money
             * @description 金额，以分为单位的整数（¥12.34 写作 1234）
             */
            pay_min: number;
            /**
             * 计薪方式
             * @description 字典 settlement_mode：1=按小时，2=按天，3=按月，4=按件
             * @default 3
             * @enum {string}
             */
            pay_unit: "1" | "2" | "3" | "4";
            /** 岗位要求 */
            requirements?: string;
            /**
             * 开始日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            start_date?: string;
            /**
             * 状态
             * @description 字典 post_status：0=草稿，1=招聘中，2=已招满，3=已关闭
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3";
            /** 岗位名称 */
            title: string;
            /** 工作时间 */
            work_hours?: string;
        };
        company_post_update: {
            /** 工作地址 */
            address?: string;
            /** 最大年龄 */
            age_max?: number;
            /** 最小年龄 */
            age_min?: number;
            /** 城市 */
            city?: string;
            /**
             * 企业
             * @description 「company/list」中一条记录的 id
             */
            company_id?: number;
            /**
             * 学历要求
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             * @enum {string}
             */
            education?: "1" | "2" | "3" | "4" | "5";
            /**
             * 截止日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            end_date?: string;
            /**
             * 性别要求
             * @description 字典 gender：0=未知，1=男，2=女
             * @default 0
             * @enum {integer}
             */
            gender: 0 | 1 | 2;
            /** 招聘人数 */
            headcount?: number;
            /**
             * 职位类型
             * @description 「company/jobTypes」中一条记录的 id
             */
            job_type_id?: number;
            /**
             * 薪资上限
             * Format: money
             * @description 金额，以分为单位的整数（¥12.34 写作 1234）
             */
            pay_max?: number;
            /**
             * 薪资下限
             * Format: money
             * @description 金额，以分为单位的整数（¥12.34 写作 1234）
             */
            pay_min?: number;
            /**
             * 计薪方式
             * @description 字典 settlement_mode：1=按小时，2=按天，3=按月，4=按件
             * @default 3
             * @enum {string}
             */
            pay_unit: "1" | "2" | "3" | "4";
            /** 岗位要求 */
            requirements?: string;
            /**
             * 开始日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            start_date?: string;
            /**
             * 状态
             * @description 字典 post_status：0=草稿，1=招聘中，2=已招满，3=已关闭
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3";
            /** 岗位名称 */
            title?: string;
            /** 工作时间 */
            work_hours?: string;
        };
        demo_showcase: {
            /** 在职 */
            active?: boolean | null;
            /** 出生日期 */
            birthday?: string | null;
            /** 通话时长 */
            call_seconds?: number | null;
            /** 编号 */
            code?: string | null;
            /** 标记颜色 */
            color?: string | null;
            created_at?: string | number | null;
            /** 部门 */
            dept_id?: number | null;
            /**
             * 学历
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             */
            education?: string | null;
            /**
             * 性别
             * @description 字典 gender：0=未知，1=男，2=女
             */
            gender?: number | null;
            /** 主页 */
            homepage?: string | null;
            id: number;
            /**
             * 身份证号
             * @description 打码显示（如 138****8000），记录负责人和有权限者看到完整值
             */
            idcard?: string | null;
            /**
             * 意向行业
             * @description 可多选，最多 5 个。字典 industry：1=制造业，2=物流仓储，3=电子，4=食品，5=零售，6=餐饮酒店，7=建筑，8=家政服务，9=互联网，99=其他
             */
            industries?: unknown[] | null;
            /** 等级 */
            level?: string | null;
            /**
             * 手机号
             * @description 打码显示（如 138****8000），记录负责人和有权限者看到完整值
             */
            mobile?: string | null;
            /** 姓名 */
            name?: string | null;
            /** 备注 */
            remark?: string | null;
            /** 期望月薪 */
            salary?: number | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        demo_showcase_create: {
            /**
             * 在职
             * @default true
             */
            active: boolean;
            /**
             * 出生日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            birthday?: string;
            /** 通话时长 */
            call_seconds?: number;
            /** 编号 */
            code?: string;
            /**
             * 标记颜色
             * Format: hexColor
             * @description 请输入有效的16位十六进制颜色
             * @example #1677ff
             */
            color?: string;
            /** 部门 */
            dept_id?: number;
            /**
             * 学历
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             * @enum {string}
             */
            education?: "1" | "2" | "3" | "4" | "5";
            /**
             * 性别
             * @description 字典 gender：0=未知，1=男，2=女
             * @enum {integer}
             */
            gender: 0 | 1 | 2;
            /**
             * 主页
             * Format: externalUrl
             * @description 请输入以 http、https、mailto 或 tel 开头的链接
             * @example https://example.com/
             */
            homepage?: string;
            /**
             * 身份证号
             * Format: idcard
             * @description 请输入正确的18位身份证号码
             * @example 11010519491231002X
             */
            idcard?: string;
            /**
             * 意向行业
             * @description 可多选，最多 5 个。字典 industry：1=制造业，2=物流仓储，3=电子，4=食品，5=零售，6=餐饮酒店，7=建筑，8=家政服务，9=互联网，99=其他
             */
            industries?: ("1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "99")[];
            /**
             * 等级
             * @enum {string}
             */
            level?: "A" | "B" | "C";
            /**
             * 手机号
             * Format: mobile
             * @description 请输入正确的11位手机号码
             * @example 13800138000
             */
            mobile: string;
            /** 姓名 */
            name: string;
            /** 备注 */
            remark?: string;
            /** 期望月薪 */
            salary?: number;
        };
        demo_showcase_update: {
            /**
             * 在职
             * @default true
             */
            active: boolean;
            /**
             * 出生日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            birthday?: string;
            /** 通话时长 */
            call_seconds?: number;
            /** 编号 */
            code?: string;
            /**
             * 标记颜色
             * Format: hexColor
             * @description 请输入有效的16位十六进制颜色
             * @example #1677ff
             */
            color?: string;
            /** 部门 */
            dept_id?: number;
            /**
             * 学历
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             * @enum {string}
             */
            education?: "1" | "2" | "3" | "4" | "5";
            /**
             * 性别
             * @description 字典 gender：0=未知，1=男，2=女
             * @enum {integer}
             */
            gender?: 0 | 1 | 2;
            /**
             * 主页
             * Format: externalUrl
             * @description 请输入以 http、https、mailto 或 tel 开头的链接
             * @example https://example.com/
             */
            homepage?: string;
            /**
             * 身份证号
             * Format: idcard
             * @description 请输入正确的18位身份证号码
             * @example 11010519491231002X
             */
            idcard?: string;
            /**
             * 意向行业
             * @description 可多选，最多 5 个。字典 industry：1=制造业，2=物流仓储，3=电子，4=食品，5=零售，6=餐饮酒店，7=建筑，8=家政服务，9=互联网，99=其他
             */
            industries?: ("1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "99")[];
            /**
             * 等级
             * @enum {string}
             */
            level?: "A" | "B" | "C";
            /**
             * 手机号
             * Format: mobile
             * @description 请输入正确的11位手机号码
             * @example 13800138000
             */
            mobile?: string;
            /** 姓名 */
            name?: string;
            /** 备注 */
            remark?: string;
            /** 期望月薪 */
            salary?: number;
        };
        Failure: {
            /** @enum {string} */
            code: "A0230" | "A0231" | "A0232" | "A0210" | "A0211" | "A0212" | "A0213" | "A0214" | "A0240" | "A0242" | "A0250" | "A0251" | "A0252" | "A0301" | "A0400" | "A0404" | "A0410" | "A0405" | "A0409" | "A0413" | "A0415" | "A0429" | "A0431" | "B0001" | "B0210" | "B0220" | "B0221" | "B0212" | "B0211";
            data: null | components["schemas"]["FieldError"][] | unknown;
            /** @description 中文原因 */
            msg: string;
        };
        FieldError: {
            field: string;
            message: string;
        };
        finance_ledger: {
            /**
             * 金额
             * @description 金额，以分为单位
             */
            amount?: number | null;
            created_at?: string | number | null;
            id: number;
            /**
             * 类型
             * @description 字典 ledger_kind：1=充值入账，2=工资发放
             */
            kind?: string | null;
            /** 说明 */
            note?: string | null;
            /** 充值 */
            recharge_id?: number | null;
            /** @description 「充值」的名称 */
            recharge_id_label?: string | null;
            /** 工资批次 */
            salary_id?: number | null;
            /** @description 「工资批次」的名称 */
            salary_id_label?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        finance_recharge: {
            /**
             * 充值金额
             * @description 金额，以分为单位
             */
            amount?: number | null;
            created_at?: string | number | null;
            id: number;
            /** 登记人 */
            owner_id?: number | null;
            /** @description 「登记人」的名称 */
            owner_id_label?: string | null;
            /** 付款账户 */
            payer?: string | null;
            /** 备注 */
            remark?: string | null;
            /** 审核意见 */
            review_note?: string | null;
            /** 审核时间 */
            reviewed_at?: string | null;
            /** 审核人 */
            reviewer_id?: number | null;
            /** @description 「审核人」的名称 */
            reviewer_id_label?: string | null;
            /**
             * 状态
             * @description 字典 recharge_status：0=待审核，1=已入账，2=已驳回
             */
            status?: string | null;
            /** 转账日期 */
            transfer_date?: string | null;
            /** 转账流水号 */
            transfer_no?: string | null;
            updated_at?: string | number | null;
            /** 转账凭证 */
            voucher?: string | null;
        } & {
            [key: string]: unknown;
        };
        finance_recharge_create: {
            /**
             * 充值金额
             * Format: money
             * @description 以元填写，最多两位小数。金额，以分为单位的整数（¥12.34 写作 1234）
             */
            amount: number;
            /**
             * 登记人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /** 付款账户 */
            payer?: string;
            /** 备注 */
            remark?: string;
            /** 审核意见 */
            review_note?: string;
            /**
             * 审核时间
             * @example 2026-11-22 14:30:00
             */
            reviewed_at?: string;
            /**
             * 审核人
             * @description 「system/user」中一条记录的 id
             */
            reviewer_id?: number;
            /**
             * 状态
             * @description 字典 recharge_status：0=待审核，1=已入账，2=已驳回
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2";
            /**
             * 转账日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            transfer_date: string;
            /**
             * 转账流水号
             * @description 银行回单上的流水号，同一笔转账只能登记一次
             */
            transfer_no: string;
            /**
             * 转账凭证
             * @description 银行回单的图片或 PDF，不超过 2 MB。文件的地址：先以 multipart 的 file 字段上传到 POST /v1/api/uploads/finance/recharge?field=voucher，填入它答出的 url
             */
            voucher: string;
        };
        finance_salary: {
            /** 用工单位 */
            company_id?: number | null;
            /** @description 「用工单位」的名称 */
            company_id_label?: string | null;
            created_at?: string | number | null;
            /** 人数 */
            headcount?: number | null;
            id: number;
            /** 工资月份 */
            month?: string | null;
            /** 上传人 */
            owner_id?: number | null;
            /** @description 「上传人」的名称 */
            owner_id_label?: string | null;
            /** 发放时间 */
            paid_at?: string | null;
            /** 发放人 */
            paid_by?: number | null;
            /** @description 「发放人」的名称 */
            paid_by_label?: string | null;
            /** 审核意见 */
            review_note?: string | null;
            /** 审核时间 */
            reviewed_at?: string | null;
            /** 审核人 */
            reviewer_id?: number | null;
            /** @description 「审核人」的名称 */
            reviewer_id_label?: string | null;
            /**
             * 状态
             * @description 字典 salary_status：0=待审核，1=已审核，2=已发放，3=已驳回
             */
            status?: string | null;
            /**
             * 扣款合计
             * @description 金额，以分为单位
             */
            total_deductions?: number | null;
            /**
             * 应发合计
             * @description 金额，以分为单位
             */
            total_gross?: number | null;
            /**
             * 实发合计
             * @description 金额，以分为单位
             */
            total_net?: number | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        finance_salaryRow: {
            /** 工资批次 */
            batch_id?: number | null;
            /** @description 「工资批次」的名称 */
            batch_id_label?: string | null;
            created_at?: string | number | null;
            /**
             * 扣款
             * @description 金额，以分为单位
             */
            deductions?: number | null;
            /**
             * 应发
             * @description 金额，以分为单位
             */
            gross?: number | null;
            id: number;
            /**
             * 身份证号
             * @description 打码显示（如 138****8000），记录负责人和有权限者看到完整值
             */
            id_number?: string | null;
            /** 姓名 */
            name?: string | null;
            /**
             * 实发
             * @description 金额，以分为单位
             */
            net?: number | null;
            /** 人才 */
            talent_id?: number | null;
            /** @description 「人才」的名称 */
            talent_id_label?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        matter: {
            created_at?: string | number | null;
            /** 时长（秒） */
            duration?: number | null;
            /** 文件 */
            file?: string | null;
            /**
             * 分组
             * @description 字典 matter_folder：1=默认，2=招聘海报，3=企业宣传，4=培训资料
             */
            folder?: string | null;
            /** 高（像素） */
            height?: number | null;
            id: number;
            /**
             * 类型
             * @description 字典 matter_kind：image=图片，video=视频，audio=音频，document=文档
             */
            kind?: string | null;
            /** 文件格式 */
            mime?: string | null;
            /** 大小 */
            size?: number | null;
            /** 来源素材 */
            source_id?: number | null;
            /** @description 「来源素材」的名称 */
            source_id_label?: string | null;
            /** 标签 */
            tags?: string | null;
            /** 缩略图 */
            thumb?: string | null;
            /** 标题 */
            title?: string | null;
            updated_at?: string | number | null;
            /** 宽（像素） */
            width?: number | null;
        } & {
            [key: string]: unknown;
        };
        matter_create: {
            /**
             * 文件
             * @description 图片（PNG、JPEG、GIF、WEBP，10 MB 内）、视频（MP4、MOV、WEBM，100 MB 内）、音频（MP3、M4A、WAV、OGG、AAC，20 MB 内）或 PDF（20 MB 内）。文件的地址：先以 multipart 的 file 字段上传到 POST /v1/api/uploads/matter?field=file，填入它答出的 url
             */
            file: string;
            /**
             * 分组
             * @description 字典 matter_folder：1=默认，2=招聘海报，3=企业宣传，4=培训资料
             * @default 1
             * @enum {string}
             */
            folder: "1" | "2" | "3" | "4";
            /**
             * 标签
             * @description 多个标签用逗号分隔，如：招聘季, 海报
             */
            tags?: string;
            /** 标题 */
            title: string;
        };
        matter_update: {
            /**
             * 文件
             * @description 图片（PNG、JPEG、GIF、WEBP，10 MB 内）、视频（MP4、MOV、WEBM，100 MB 内）、音频（MP3、M4A、WAV、OGG、AAC，20 MB 内）或 PDF（20 MB 内）。文件的地址：先以 multipart 的 file 字段上传到 POST /v1/api/uploads/matter?field=file，填入它答出的 url
             */
            file?: string;
            /**
             * 分组
             * @description 字典 matter_folder：1=默认，2=招聘海报，3=企业宣传，4=培训资料
             * @default 1
             * @enum {string}
             */
            folder: "1" | "2" | "3" | "4";
            /**
             * 标签
             * @description 多个标签用逗号分隔，如：招聘季, 海报
             */
            tags?: string;
            /** 标题 */
            title?: string;
        };
        static_post: {
            created_at?: string | number | null;
            /** 醒目 */
            highlight?: boolean | null;
            id: number;
            /** 岗位 */
            post_id?: number | null;
            /** @description 「岗位」的名称 */
            post_id_label?: string | null;
            /** 顺序 */
            sort?: number | null;
            updated_at?: string | number | null;
            /** 展示开始 */
            valid_from?: string | null;
            /** 展示结束 */
            valid_to?: string | null;
        } & {
            [key: string]: unknown;
        };
        static_post_create: {
            /**
             * 醒目
             * @default false
             */
            highlight: boolean;
            /**
             * 岗位
             * @description 「company/post」中一条记录的 id
             */
            post_id: number;
            /**
             * 顺序
             * @description 小的在前；在列表里拖动行即可调整
             * @default 1000
             */
            sort: number;
            /**
             * 展示开始
             * Format: date
             * @description 不填则立即展示。请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            valid_from?: string;
            /**
             * 展示结束
             * Format: date
             * @description 不填则一直展示。请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            valid_to?: string;
        };
        static_post_update: {
            /**
             * 醒目
             * @default false
             */
            highlight: boolean;
            /**
             * 岗位
             * @description 「company/post」中一条记录的 id
             */
            post_id?: number;
            /**
             * 顺序
             * @description 小的在前；在列表里拖动行即可调整
             * @default 1000
             */
            sort: number;
            /**
             * 展示开始
             * Format: date
             * @description 不填则立即展示。请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            valid_from?: string;
            /**
             * 展示结束
             * Format: date
             * @description 不填则一直展示。请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            valid_to?: string;
        };
        system_dept: {
            created_at?: string | number | null;
            id: number;
            /** 部门名称 */
            name?: string | null;
            /** 上级部门 */
            parent_id?: number | null;
            /** 排序 */
            sort?: number | null;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             */
            status?: number | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        system_dept_create: {
            /** 部门名称 */
            name: string;
            /**
             * 上级部门
             * @default 0
             */
            parent_id: number;
            /**
             * 排序
             * @default 0
             */
            sort: number;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {integer}
             */
            status: 0 | 1;
        };
        system_dept_update: {
            /** 部门名称 */
            name?: string;
            /**
             * 上级部门
             * @default 0
             */
            parent_id: number;
            /**
             * 排序
             * @default 0
             */
            sort: number;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {integer}
             */
            status: 0 | 1;
        };
        system_dict: {
            /** 字典编码 */
            code?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 字典名称 */
            name?: string | null;
            /** 备注 */
            remark?: string | null;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             */
            status?: number | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        system_dict_create: {
            /**
             * 字典编码
             * @description 小写字母、数字和下划线，以字母开头
             */
            code: string;
            /** 字典名称 */
            name: string;
            /** 备注 */
            remark?: string;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {integer}
             */
            status: 0 | 1;
        };
        system_dict_update: {
            /**
             * 字典编码
             * @description 小写字母、数字和下划线，以字母开头
             */
            code?: string;
            /** 字典名称 */
            name?: string;
            /** 备注 */
            remark?: string;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {integer}
             */
            status: 0 | 1;
        };
        system_dictItem: {
            created_at?: string | number | null;
            id: number;
            /** 名称 */
            name?: string | null;
            /** 英文标签 */
            name_en?: string | null;
            /** 排序 */
            sort?: number | null;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             */
            status?: number | null;
            /** 字典编码 */
            type_code?: string | null;
            updated_at?: string | number | null;
            /** 值 */
            value?: string | null;
        } & {
            [key: string]: unknown;
        };
        system_dictItem_create: {
            /** 名称 */
            name: string;
            /**
             * 英文标签
             * @description 英文界面、导出和模板中显示；不填则显示名称
             */
            name_en?: string;
            /**
             * 排序
             * @default 0
             */
            sort: number;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {integer}
             */
            status: 0 | 1;
            /** 字典编码 */
            type_code: string;
            /** 值 */
            value: string;
        };
        system_dictItem_update: {
            /** 名称 */
            name?: string;
            /**
             * 英文标签
             * @description 英文界面、导出和模板中显示；不填则显示名称
             */
            name_en?: string;
            /**
             * 排序
             * @default 0
             */
            sort: number;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {integer}
             */
            status: 0 | 1;
            /** 字典编码 */
            type_code?: string;
            /** 值 */
            value?: string;
        };
        system_integration: {
            /** 调用 */
            action?: string | null;
            /** 平台错误码 */
            code?: string | null;
            created_at?: string | number | null;
            /** 耗时（毫秒） */
            duration_ms?: number | null;
            /** 接口 */
            endpoint?: string | null;
            id: number;
            /** 平台 */
            kind?: string | null;
            /** 结果说明 */
            message?: string | null;
            /** 方法 */
            method?: string | null;
            /** 成功 */
            ok?: boolean | null;
            /** HTTP 状态 */
            status?: number | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        system_menu: {
            /** 总是显示 */
            always_show?: boolean | null;
            /** 组件路径 */
            component?: string | null;
            created_at?: string | number | null;
            /** 隐藏 */
            hidden?: boolean | null;
            /** 图标 */
            icon?: string | null;
            id: number;
            /** 缓存页面 */
            keep_alive?: boolean | null;
            /** 菜单名称 */
            name?: string | null;
            /** 英文名称 */
            name_en?: string | null;
            /** 上级菜单 */
            parent_id?: number | null;
            /** 权限标识 */
            perm?: string | null;
            /** 重定向 */
            redirect?: string | null;
            /** 路由名称 */
            route_name?: string | null;
            /** 路由路径 */
            route_path?: string | null;
            /** 排序 */
            sort?: number | null;
            /**
             * 类型
             * @description 字典 menu_type：CATALOG=目录，MENU=菜单，BUTTON=按钮，EXTLINK=外链
             */
            type?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        system_menu_create: {
            /**
             * 总是显示
             * @default false
             */
            always_show: boolean;
            /** 组件路径 */
            component?: string;
            /**
             * 隐藏
             * @default false
             */
            hidden: boolean;
            /** 图标 */
            icon?: string;
            /**
             * 缓存页面
             * @default false
             */
            keep_alive: boolean;
            /** 菜单名称 */
            name: string;
            /**
             * 英文名称
             * @description 控制台切换到英文时显示；不填则显示中文名称
             */
            name_en?: string;
            /**
             * 上级菜单
             * @default 0
             */
            parent_id: number;
            /**
             * 权限标识
             * @description 形如 sys:user:add
             */
            perm?: string;
            /** 重定向 */
            redirect?: string;
            /** 路由名称 */
            route_name?: string;
            /**
             * 路由路径
             * @description 目录以 / 开头（如 /system）；菜单写相对路径（如 user）
             */
            route_path?: string;
            /**
             * 排序
             * @default 0
             */
            sort: number;
            /**
             * 类型
             * @description 字典 menu_type：CATALOG=目录，MENU=菜单，BUTTON=按钮，EXTLINK=外链
             * @default MENU
             * @enum {string}
             */
            type: "CATALOG" | "MENU" | "BUTTON" | "EXTLINK";
        } & (unknown & unknown & unknown);
        system_menu_update: {
            /**
             * 总是显示
             * @default false
             */
            always_show: boolean;
            /** 组件路径 */
            component?: string;
            /**
             * 隐藏
             * @default false
             */
            hidden: boolean;
            /** 图标 */
            icon?: string;
            /**
             * 缓存页面
             * @default false
             */
            keep_alive: boolean;
            /** 菜单名称 */
            name?: string;
            /**
             * 英文名称
             * @description 控制台切换到英文时显示；不填则显示中文名称
             */
            name_en?: string;
            /**
             * 上级菜单
             * @default 0
             */
            parent_id: number;
            /**
             * 权限标识
             * @description 形如 sys:user:add
             */
            perm?: string;
            /** 重定向 */
            redirect?: string;
            /** 路由名称 */
            route_name?: string;
            /**
             * 路由路径
             * @description 目录以 / 开头（如 /system）；菜单写相对路径（如 user）
             */
            route_path?: string;
            /**
             * 排序
             * @default 0
             */
            sort: number;
            /**
             * 类型
             * @description 字典 menu_type：CATALOG=目录，MENU=菜单，BUTTON=按钮，EXTLINK=外链
             * @default MENU
             * @enum {string}
             */
            type: "CATALOG" | "MENU" | "BUTTON" | "EXTLINK";
        };
        talents_apply: {
            /**
             * 报名渠道
             * @description 字典 talent_source：1=抖音，2=公众号，3=地推，4=转介绍，5=招聘网站，6=导入，7=机器人外呼
             */
            channel?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 面试时间 */
            interview_at?: string | null;
            /** 面试地点 */
            interview_place?: string | null;
            /** 负责人 */
            owner_id?: number | null;
            /** @description 「负责人」的名称 */
            owner_id_label?: string | null;
            /** 岗位 */
            post_id?: number | null;
            /** @description 「岗位」的名称 */
            post_id_label?: string | null;
            /** 备注 */
            remark?: string | null;
            /** 入职日期 */
            start_date?: string | null;
            /**
             * 状态
             * @description 字典 apply_status：0=待审核，1=已通过，2=已约面，3=面试通过，4=面试未过，5=已入职，6=已放弃
             */
            status?: string | null;
            /** 人才 */
            talent_id?: number | null;
            /** @description 「人才」的名称 */
            talent_id_label?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        talents_apply_create: {
            /**
             * 报名渠道
             * @description 字典 talent_source：1=抖音，2=公众号，3=地推，4=转介绍，5=招聘网站，6=导入，7=机器人外呼
             * @default 3
             * @enum {string}
             */
            channel: "1" | "2" | "3" | "4" | "5" | "6" | "7";
            /**
             * 面试时间
             * @example 2026-11-22 14:30:00
             */
            interview_at?: string;
            /** 面试地点 */
            interview_place?: string;
            /**
             * 负责人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /**
             * 岗位
             * @description 「company/post」中一条记录的 id
             */
            post_id: number;
            /** 备注 */
            remark?: string;
            /**
             * 入职日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            start_date?: string;
            /**
             * 状态
             * @description 字典 apply_status：0=待审核，1=已通过，2=已约面，3=面试通过，4=面试未过，5=已入职，6=已放弃
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4" | "5" | "6";
            /**
             * 人才
             * @description 「talents/list」中一条记录的 id
             */
            talent_id: number;
        };
        talents_apply_update: {
            /**
             * 报名渠道
             * @description 字典 talent_source：1=抖音，2=公众号，3=地推，4=转介绍，5=招聘网站，6=导入，7=机器人外呼
             * @default 3
             * @enum {string}
             */
            channel: "1" | "2" | "3" | "4" | "5" | "6" | "7";
            /**
             * 面试时间
             * @example 2026-11-22 14:30:00
             */
            interview_at?: string;
            /** 面试地点 */
            interview_place?: string;
            /**
             * 负责人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /**
             * 岗位
             * @description 「company/post」中一条记录的 id
             */
            post_id?: number;
            /** 备注 */
            remark?: string;
            /**
             * 入职日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            start_date?: string;
            /**
             * 状态
             * @description 字典 apply_status：0=待审核，1=已通过，2=已约面，3=面试通过，4=面试未过，5=已入职，6=已放弃
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4" | "5" | "6";
            /**
             * 人才
             * @description 「talents/list」中一条记录的 id
             */
            talent_id?: number;
        };
        talents_contract: {
            /** 用工单位 */
            company_id?: number | null;
            /** @description 「用工单位」的名称 */
            company_id_label?: string | null;
            created_at?: string | number | null;
            /** 结束日期 */
            end_date?: string | null;
            id: number;
            /** 合同编号 */
            no?: string | null;
            /** 经办人 */
            owner_id?: number | null;
            /** @description 「经办人」的名称 */
            owner_id_label?: string | null;
            /**
             * 月薪
             * @description 金额，以分为单位
             */
            pay?: number | null;
            /** 签署文件 */
            pdf?: string | null;
            /** 岗位 */
            post_id?: number | null;
            /** @description 「岗位」的名称 */
            post_id_label?: string | null;
            /** 试用期（月） */
            probation_months?: number | null;
            /** 拒签原因 */
            refuse_reason?: string | null;
            /** 印章 */
            seal_id?: number | null;
            /** @description 「印章」的名称 */
            seal_id_label?: string | null;
            /** 文件 SHA-256 */
            sha256?: string | null;
            /** 签署时间 */
            signed_at?: string | null;
            /** 开始日期 */
            start_date?: string | null;
            /**
             * 状态
             * @description 字典 contract_status：0=草稿，1=待推送，2=已推送，3=已签署，4=已拒签，5=已作废，6=已过期
             */
            status?: string | null;
            /** 合同模板 */
            template_id?: number | null;
            /** @description 「合同模板」的名称 */
            template_id_label?: string | null;
            /**
             * 合同类型
             * @description 字典 contract_type：1=劳动合同，2=劳务派遣合同，3=劳务协议，4=实习协议
             */
            type?: string | null;
            updated_at?: string | number | null;
            /** 人才 */
            user_id?: number | null;
            /** @description 「人才」的名称 */
            user_id_label?: string | null;
            /** 作废原因 */
            void_reason?: string | null;
        } & {
            [key: string]: unknown;
        };
        talents_contract_create: {
            /**
             * 用工单位
             * @description 「company/list」中一条记录的 id
             */
            company_id: number;
            /**
             * 结束日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            end_date: string;
            /**
             * 经办人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /**
             * 月薪
             * Format: money
             * @description 以元填写，须大于 0。金额，以分为单位的整数（¥12.34 写作 1234）
             */
            pay: number;
            /**
             * 岗位
             * @description 「company/post」中一条记录的 id
             */
            post_id?: number;
            /**
             * 试用期（月）
             * @default 0
             */
            probation_months: number;
            /**
             * 印章
             * @description 「talents/seal」中一条记录的 id
             */
            seal_id: number;
            /**
             * 开始日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            start_date: string;
            /**
             * 状态
             * @description 字典 contract_status：0=草稿，1=待推送，2=已推送，3=已签署，4=已拒签，5=已作废，6=已过期
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4" | "5" | "6";
            /**
             * 合同模板
             * @description 「talents/contractTemplate」中一条记录的 id
             */
            template_id: number;
            /**
             * 合同类型
             * @description 字典 contract_type：1=劳动合同，2=劳务派遣合同，3=劳务协议，4=实习协议
             * @enum {string}
             */
            type: "1" | "2" | "3" | "4";
            /**
             * 人才
             * @description 「talents/list」中一条记录的 id
             */
            user_id: number;
            /** 作废原因 */
            void_reason?: string;
        } & unknown;
        talents_contract_update: {
            /**
             * 用工单位
             * @description 「company/list」中一条记录的 id
             */
            company_id?: number;
            /**
             * 结束日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            end_date?: string;
            /**
             * 经办人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /**
             * 月薪
             * Format: money
             * @description 以元填写，须大于 0。金额，以分为单位的整数（¥12.34 写作 1234）
             */
            pay?: number;
            /**
             * 岗位
             * @description 「company/post」中一条记录的 id
             */
            post_id?: number;
            /**
             * 试用期（月）
             * @default 0
             */
            probation_months: number;
            /**
             * 印章
             * @description 「talents/seal」中一条记录的 id
             */
            seal_id?: number;
            /**
             * 开始日期
             * Format: date
             * @description 请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）
             * @example 2026-11-22
             */
            start_date?: string;
            /**
             * 状态
             * @description 字典 contract_status：0=草稿，1=待推送，2=已推送，3=已签署，4=已拒签，5=已作废，6=已过期
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4" | "5" | "6";
            /**
             * 合同模板
             * @description 「talents/contractTemplate」中一条记录的 id
             */
            template_id?: number;
            /**
             * 合同类型
             * @description 字典 contract_type：1=劳动合同，2=劳务派遣合同，3=劳务协议，4=实习协议
             * @enum {string}
             */
            type?: "1" | "2" | "3" | "4";
            /**
             * 人才
             * @description 「talents/list」中一条记录的 id
             */
            user_id?: number;
            /** 作废原因 */
            void_reason?: string;
        };
        talents_contractList: {
            /** 合同 */
            contract_id?: number | null;
            /** @description 「合同」的名称 */
            contract_id_label?: string | null;
            created_at?: string | number | null;
            /** 发送结果 */
            delivery?: string | null;
            /** 链接过期时间 */
            expires_at?: string | null;
            id: number;
            /**
             * 接收手机
             * @description 打码显示（如 138****8000），记录负责人和有权限者看到完整值
             */
            mobile?: string | null;
            /** 合同编号 */
            no?: string | null;
            /** 经办人 */
            owner_id?: number | null;
            /** @description 「经办人」的名称 */
            owner_id_label?: string | null;
            /** 签署文件 */
            pdf?: string | null;
            /** 拒签原因 */
            refuse_reason?: string | null;
            /** 文件 SHA-256 */
            sha256?: string | null;
            /** 签署时间 */
            signed_at?: string | null;
            /**
             * 状态
             * @description 字典 sign_status：0=待签署，1=已签署，2=已拒签，3=已撤回，4=已过期
             */
            status?: string | null;
            updated_at?: string | number | null;
            /** 人才 */
            user_id?: number | null;
            /** @description 「人才」的名称 */
            user_id_label?: string | null;
        } & {
            [key: string]: unknown;
        };
        talents_contractList_update: {
            /**
             * 合同
             * @description 「talents/contract」中一条记录的 id
             */
            contract_id?: number;
            /** 发送结果 */
            delivery?: string;
            /**
             * 链接过期时间
             * @description 待签署的链接可以延长有效期（最长自现在起 30 天）
             * @example 2026-11-22 14:30:00
             */
            expires_at?: string;
            /**
             * 接收手机
             * Format: mobile
             * @description 请输入正确的11位手机号码
             * @example 13800138000
             */
            mobile?: string;
            /** 合同编号 */
            no?: string;
            /**
             * 经办人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /**
             * 状态
             * @description 字典 sign_status：0=待签署，1=已签署，2=已拒签，3=已撤回，4=已过期
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4";
            /**
             * 人才
             * @description 「talents/list」中一条记录的 id
             */
            user_id?: number;
        };
        talents_contractTemplate: {
            /** 合同正文 */
            body?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 默认印章 */
            seal_id?: number | null;
            /** @description 「默认印章」的名称 */
            seal_id_label?: string | null;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             */
            status?: string | null;
            /** 模板名称 */
            title?: string | null;
            /**
             * 合同类型
             * @description 字典 contract_type：1=劳动合同，2=劳务派遣合同，3=劳务协议，4=实习协议
             */
            type?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        talents_contractTemplate_create: {
            /**
             * 合同正文
             * Format: html
             * @description 标题、列表和表格会照样印进签署后的 PDF；占位符从工具栏的「插入占位符」选：{{talent.name}} {{talent.id_number}} {{talent.mobile}} {{company.name}} {{post.title}} {{no}} {{type}} {{start_date}} {{end_date}} {{salary}} {{probation_months}}
             * @example <p>正文</p>
             */
            body: string;
            /**
             * 默认印章
             * @description 「talents/seal」中一条记录的 id
             */
            seal_id?: number;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {string}
             */
            status: "0" | "1";
            /** 模板名称 */
            title: string;
            /**
             * 合同类型
             * @description 字典 contract_type：1=劳动合同，2=劳务派遣合同，3=劳务协议，4=实习协议
             * @enum {string}
             */
            type: "1" | "2" | "3" | "4";
        };
        talents_contractTemplate_update: {
            /**
             * 合同正文
             * Format: html
             * @description 标题、列表和表格会照样印进签署后的 PDF；占位符从工具栏的「插入占位符」选：{{talent.name}} {{talent.id_number}} {{talent.mobile}} {{company.name}} {{post.title}} {{no}} {{type}} {{start_date}} {{end_date}} {{salary}} {{probation_months}}
             * @example <p>正文</p>
             */
            body?: string;
            /**
             * 默认印章
             * @description 「talents/seal」中一条记录的 id
             */
            seal_id?: number;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {string}
             */
            status: "0" | "1";
            /** 模板名称 */
            title?: string;
            /**
             * 合同类型
             * @description 字典 contract_type：1=劳动合同，2=劳务派遣合同，3=劳务协议，4=实习协议
             * @enum {string}
             */
            type?: "1" | "2" | "3" | "4";
        };
        talents_follow: {
            /** 跟进内容 */
            content?: string | null;
            created_at?: string | number | null;
            id: number;
            /**
             * 跟进方式
             * @description 字典 follow_method：1=电话，2=微信，3=面谈
             */
            method?: string | null;
            /** 下次跟进 */
            next_at?: string | null;
            /** 跟进人 */
            owner_id?: number | null;
            /** @description 「跟进人」的名称 */
            owner_id_label?: string | null;
            /** 人才 */
            talent_id?: number | null;
            /** @description 「人才」的名称 */
            talent_id_label?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        talents_follow_create: {
            /** 跟进内容 */
            content: string;
            /**
             * 跟进方式
             * @description 字典 follow_method：1=电话，2=微信，3=面谈
             * @default 1
             * @enum {string}
             */
            method: "1" | "2" | "3";
            /**
             * 下次跟进
             * @example 2026-11-22 14:30:00
             */
            next_at?: string;
            /**
             * 跟进人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /**
             * 人才
             * @description 「talents/list」中一条记录的 id
             */
            talent_id: number;
        };
        talents_list: {
            /** 城市 */
            city?: string | null;
            created_at?: string | number | null;
            /**
             * 学历
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             */
            education?: string | null;
            /**
             * 期望月薪
             * @description 金额，以分为单位
             */
            expected_pay?: number | null;
            /**
             * 性别
             * @description 字典 gender：0=未知，1=男，2=女
             */
            gender?: number | null;
            id: number;
            /**
             * 身份证号
             * @description 打码显示（如 138****8000），记录负责人和有权限者看到完整值
             */
            id_number?: string | null;
            /** 意向岗位 */
            job_type_id?: number | null;
            /** @description 「意向岗位」的名称 */
            job_type_id_label?: string | null;
            /** 最近跟进 */
            last_follow_at?: string | null;
            /**
             * 手机号
             * @description 打码显示（如 138****8000），记录负责人和有权限者看到完整值
             */
            mobile?: string | null;
            /** 姓名 */
            name?: string | null;
            /** 认领时间 */
            owned_at?: string | null;
            /** 负责人 */
            owner_id?: number | null;
            /** @description 「负责人」的名称 */
            owner_id_label?: string | null;
            /** 备注 */
            remark?: string | null;
            /**
             * 来源
             * @description 字典 talent_source：1=抖音，2=公众号，3=地推，4=转介绍，5=招聘网站，6=导入，7=机器人外呼
             */
            source?: string | null;
            /**
             * 状态
             * @description 字典 talent_status：0=新入库，1=跟进中，2=已报名，3=已入职，4=已离职，5=黑名单
             */
            status?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        talents_list_create: {
            /** 城市 */
            city?: string;
            /**
             * 学历
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             * @enum {string}
             */
            education?: "1" | "2" | "3" | "4" | "5";
            /**
             * 期望月薪
             * Format: money
             * @description 金额，以分为单位的整数（¥12.34 写作 1234）
             */
            expected_pay?: number;
            /**
             * 性别
             * @description 字典 gender：0=未知，1=男，2=女
             * @default 0
             * @enum {integer}
             */
            gender: 0 | 1 | 2;
            /**
             * 身份证号
             * Format: idcard
             * @description 请输入正确的18位身份证号码
             * @example 11010519491231002X
             */
            id_number?: string;
            /**
             * 意向岗位
             * @description 「company/jobTypes」中一条记录的 id
             */
            job_type_id?: number;
            /**
             * 最近跟进
             * @example 2026-11-22 14:30:00
             */
            last_follow_at?: string;
            /**
             * 手机号
             * Format: mobile
             * @description 请输入正确的11位手机号码
             * @example 13800138000
             */
            mobile: string;
            /** 姓名 */
            name: string;
            /**
             * 认领时间
             * @example 2026-11-22 14:30:00
             */
            owned_at?: string;
            /**
             * 负责人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /** 备注 */
            remark?: string;
            /**
             * 来源
             * @description 字典 talent_source：1=抖音，2=公众号，3=地推，4=转介绍，5=招聘网站，6=导入，7=机器人外呼
             * @default 3
             * @enum {string}
             */
            source: "1" | "2" | "3" | "4" | "5" | "6" | "7";
            /**
             * 状态
             * @description 字典 talent_status：0=新入库，1=跟进中，2=已报名，3=已入职，4=已离职，5=黑名单
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4" | "5";
        };
        talents_list_update: {
            /** 城市 */
            city?: string;
            /**
             * 学历
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             * @enum {string}
             */
            education?: "1" | "2" | "3" | "4" | "5";
            /**
             * 期望月薪
             * Format: money
             * @description 金额，以分为单位的整数（¥12.34 写作 1234）
             */
            expected_pay?: number;
            /**
             * 性别
             * @description 字典 gender：0=未知，1=男，2=女
             * @default 0
             * @enum {integer}
             */
            gender: 0 | 1 | 2;
            /**
             * 身份证号
             * Format: idcard
             * @description 请输入正确的18位身份证号码
             * @example 11010519491231002X
             */
            id_number?: string;
            /**
             * 意向岗位
             * @description 「company/jobTypes」中一条记录的 id
             */
            job_type_id?: number;
            /**
             * 最近跟进
             * @example 2026-11-22 14:30:00
             */
            last_follow_at?: string;
            /**
             * 手机号
             * Format: mobile
             * @description 请输入正确的11位手机号码
             * @example 13800138000
             */
            mobile?: string;
            /** 姓名 */
            name?: string;
            /**
             * 认领时间
             * @example 2026-11-22 14:30:00
             */
            owned_at?: string;
            /**
             * 负责人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /** 备注 */
            remark?: string;
            /**
             * 来源
             * @description 字典 talent_source：1=抖音，2=公众号，3=地推，4=转介绍，5=招聘网站，6=导入，7=机器人外呼
             * @default 3
             * @enum {string}
             */
            source: "1" | "2" | "3" | "4" | "5" | "6" | "7";
            /**
             * 状态
             * @description 字典 talent_status：0=新入库，1=跟进中，2=已报名，3=已入职，4=已离职，5=黑名单
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4" | "5";
        };
        talents_report: {
            /** 企业 */
            company_id?: number | null;
            /** @description 「企业」的名称 */
            company_id_label?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 离职日期 */
            leave_date?: string | null;
            /** 招聘专员 */
            owner_id?: number | null;
            /** @description 「招聘专员」的名称 */
            owner_id_label?: string | null;
            /**
             * 薪资
             * @description 金额，以分为单位
             */
            pay?: number | null;
            /**
             * 计薪方式
             * @description 字典 settlement_mode：1=按小时，2=按天，3=按月，4=按件
             */
            pay_unit?: string | null;
            /** 岗位 */
            post_id?: number | null;
            /** @description 「岗位」的名称 */
            post_id_label?: string | null;
            /** 入职日期 */
            start_date?: string | null;
            /**
             * 在职状态
             * @description 字典 onboard_status：0=在职，1=已离职，2=待入职
             */
            status?: string | null;
            /** 人才 */
            talent_id?: number | null;
            /** @description 「人才」的名称 */
            talent_id_label?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        talents_seal: {
            /** 印章颜色 */
            color?: string | null;
            /** 单位名称 */
            company_name?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 印章图片 */
            image?: string | null;
            /** 印章名称 */
            name?: string | null;
            /** 盖章扫描件 */
            scan?: string | null;
            /** 防伪码 */
            serial?: string | null;
            /**
             * 形状
             * @description 字典 seal_shape：round=圆形 42 mm，oval=椭圆 45×30 mm
             */
            shape?: string | null;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             */
            status?: string | null;
            /** 横排文字 */
            text?: string | null;
            /**
             * 印章类型
             * @description 字典 seal_type：1=公章，2=合同专用章，3=人事专用章，4=财务专用章
             */
            type?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        talents_seal_create: {
            /**
             * 印章颜色
             * Format: hexColor
             * @description 请输入有效的16位十六进制颜色
             * @default #E60012
             * @example #1677ff
             */
            color: string;
            /**
             * 单位名称
             * @description 印在上弧的单位全称
             */
            company_name: string;
            /** 印章名称 */
            name: string;
            /**
             * 盖章扫描件
             * @description 可选：上传实物印章的扫描图（PNG、JPEG、GIF、WEBP，不超过 2 MB、1600 万像素），上传后以扫描件为准。文件的地址：先以 multipart 的 file 字段上传到 POST /v1/api/uploads/talents/seal?field=scan，填入它答出的 url
             */
            scan?: string;
            /**
             * 防伪码
             * @description 印在下弧的编码，数字或字母，最多 20 位
             */
            serial?: string;
            /**
             * 形状
             * @description 字典 seal_shape：round=圆形 42 mm，oval=椭圆 45×30 mm
             * @default round
             * @enum {string}
             */
            shape: "round" | "oval";
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {string}
             */
            status: "0" | "1";
            /**
             * 横排文字
             * @description 五角星下方的横排文字，最多 8 个字
             * @default 合同专用章
             */
            text: string;
            /**
             * 印章类型
             * @description 字典 seal_type：1=公章，2=合同专用章，3=人事专用章，4=财务专用章
             * @default 2
             * @enum {string}
             */
            type: "1" | "2" | "3" | "4";
        };
        talents_seal_update: {
            /**
             * 印章颜色
             * Format: hexColor
             * @description 请输入有效的16位十六进制颜色
             * @default #E60012
             * @example #1677ff
             */
            color: string;
            /**
             * 单位名称
             * @description 印在上弧的单位全称
             */
            company_name?: string;
            /** 印章名称 */
            name?: string;
            /**
             * 盖章扫描件
             * @description 可选：上传实物印章的扫描图（PNG、JPEG、GIF、WEBP，不超过 2 MB、1600 万像素），上传后以扫描件为准。文件的地址：先以 multipart 的 file 字段上传到 POST /v1/api/uploads/talents/seal?field=scan，填入它答出的 url
             */
            scan?: string;
            /**
             * 防伪码
             * @description 印在下弧的编码，数字或字母，最多 20 位
             */
            serial?: string;
            /**
             * 形状
             * @description 字典 seal_shape：round=圆形 42 mm，oval=椭圆 45×30 mm
             * @default round
             * @enum {string}
             */
            shape: "round" | "oval";
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {string}
             */
            status: "0" | "1";
            /**
             * 横排文字
             * @description 五角星下方的横排文字，最多 8 个字
             * @default 合同专用章
             */
            text: string;
            /**
             * 印章类型
             * @description 字典 seal_type：1=公章，2=合同专用章，3=人事专用章，4=财务专用章
             * @default 2
             * @enum {string}
             */
            type: "1" | "2" | "3" | "4";
        };
        tools_callList: {
            /** 通话 ID */
            call_id?: string | null;
            /**
             * 对方号码
             * @description 打码显示（如 138****8000），记录负责人和有权限者看到完整值
             */
            callee?: string | null;
            /**
             * 我方号码
             * @description 打码显示（如 138****8000），记录负责人和有权限者看到完整值
             */
            caller?: string | null;
            created_at?: string | number | null;
            /** 时长 */
            duration?: number | null;
            /** 结束时间 */
            ended_at?: string | null;
            /**
             * 意向等级
             * @description 字典 call_grade：A=A 有意向，B=B 可跟进，C=C 意向低，D=D 无意向
             */
            grade?: string | null;
            /**
             * 挂断方
             * @description 字典 call_hangup：caller=我方，callee=对方，platform=平台
             */
            hangup?: string | null;
            id: number;
            /** 拨打人 */
            owner_id?: number | null;
            /** @description 「拨打人」的名称 */
            owner_id_label?: string | null;
            /** 录音 */
            recording?: string | null;
            /** 外呼任务 */
            robot_task_id?: number | null;
            /** @description 「外呼任务」的名称 */
            robot_task_id_label?: string | null;
            /**
             * 来源
             * @description 字典 call_source：manual=人工外呼，robot=机器人
             */
            source?: string | null;
            /** 开始时间 */
            started_at?: string | null;
            /**
             * 结果
             * @description 字典 call_status：calling=呼叫中，talking=通话中，answered=已接通，missed=未接通，failed=呼叫失败
             */
            status?: string | null;
            /** 话单状态码 */
            status_code?: string | null;
            /** 人才 */
            talent_id?: number | null;
            /** @description 「人才」的名称 */
            talent_id_label?: string | null;
            /** 对话记录 */
            transcript?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        tools_comment: {
            /** 评论 ID */
            comment_id?: string | null;
            /** 评论时间 */
            commented_at?: string | null;
            /** 内容 */
            content?: string | null;
            created_at?: string | number | null;
            /** 点赞 */
            digg_count?: number | null;
            id: number;
            /** 上级评论 ID */
            parent_comment_id?: string | null;
            /** 回复的评论 */
            parent_id?: number | null;
            /** 回复数 */
            reply_total?: number | null;
            /** 置顶 */
            top?: boolean | null;
            updated_at?: string | number | null;
            /** 评论人 */
            user_id?: string | null;
            /** 视频 */
            video_id?: number | null;
            /** @description 「视频」的名称 */
            video_id_label?: string | null;
        } & {
            [key: string]: unknown;
        };
        tools_link: {
            /** 小程序 */
            app_id?: number | null;
            /** @description 「小程序」的名称 */
            app_id_label?: string | null;
            created_at?: string | number | null;
            /** 有效天数 */
            expire_days?: number | null;
            /** 到期时间 */
            expires_at?: string | null;
            id: number;
            /** 生成人 */
            owner_id?: number | null;
            /** @description 「生成人」的名称 */
            owner_id_label?: string | null;
            /** 页面路径 */
            path?: string | null;
            /** 页面参数 */
            query?: string | null;
            updated_at?: string | number | null;
            /** 链接 */
            url_link?: string | null;
        } & {
            [key: string]: unknown;
        };
        tools_link_create: {
            /**
             * 小程序
             * @description 「tools/trillAccount」中一条记录的 id
             */
            app_id: number;
            /**
             * 有效天数
             * @description 1–180 天，平台最多给 180 天
             * @default 30
             */
            expire_days: number;
            /**
             * 生成人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /**
             * 页面路径
             * @description 小程序里的页面，如 pages/job/detail（不以 / 开头）
             */
            path: string;
            /**
             * 页面参数
             * @description 如 id=123&from=sms（不带 ?）
             */
            query?: string;
        };
        tools_note: {
            /** 正文 */
            content?: string | null;
            /** 封面 */
            cover_id?: number | null;
            /** @description 「封面」的名称 */
            cover_id_label?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 发布时间 */
            published_at?: string | null;
            /**
             * 状态
             * @description 字典 publish_status：0=草稿，1=已发布，2=已下线
             */
            status?: string | null;
            /** 摘要 */
            summary?: string | null;
            /** 标签 */
            tags?: string | null;
            /** 标题 */
            title?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        tools_note_create: {
            /**
             * 正文
             * Format: html
             * @example <p>正文</p>
             */
            content: string;
            /**
             * 封面
             * @description 「matter」中一条记录的 id
             */
            cover_id?: number;
            /**
             * 状态
             * @description 字典 publish_status：0=草稿，1=已发布，2=已下线
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2";
            /**
             * 摘要
             * @description 列表和分享卡片上显示的一两句话
             */
            summary?: string;
            /**
             * 标签
             * @description 多个标签用逗号分隔
             */
            tags?: string;
            /** 标题 */
            title: string;
        };
        tools_note_update: {
            /**
             * 正文
             * Format: html
             * @example <p>正文</p>
             */
            content?: string;
            /**
             * 封面
             * @description 「matter」中一条记录的 id
             */
            cover_id?: number;
            /**
             * 状态
             * @description 字典 publish_status：0=草稿，1=已发布，2=已下线
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2";
            /**
             * 摘要
             * @description 列表和分享卡片上显示的一两句话
             */
            summary?: string;
            /**
             * 标签
             * @description 多个标签用逗号分隔
             */
            tags?: string;
            /** 标题 */
            title?: string;
        };
        tools_robot: {
            /** 同时通话 */
            concurrency?: number | null;
            created_at?: string | number | null;
            /** 已打完 */
            done_count?: number | null;
            /** A/B 意向 */
            grade_ab?: number | null;
            id: number;
            /** 任务名称 */
            name?: string | null;
            /** 创建人 */
            owner_id?: number | null;
            /** @description 「创建人」的名称 */
            owner_id_label?: string | null;
            /** 话术 ID */
            script_id?: string | null;
            /** 开始时间 */
            started_at?: string | null;
            /**
             * 状态
             * @description 字典 robot_status：0=待启动，1=进行中，2=已暂停，3=已完成
             */
            status?: string | null;
            /** 城市包含 */
            talent_city?: string | null;
            /**
             * 学历
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             */
            talent_education?: string | null;
            /**
             * 人才来源
             * @description 字典 talent_source：1=抖音，2=公众号，3=地推，4=转介绍，5=招聘网站，6=导入，7=机器人外呼
             */
            talent_source?: string | null;
            /**
             * 人才状态
             * @description 字典 talent_status：0=新入库，1=跟进中，2=已报名，3=已入职，4=已离职，5=黑名单
             */
            talent_status?: string | null;
            /** 名单人数 */
            total?: number | null;
            updated_at?: string | number | null;
            /** 每天从 */
            window_from?: string | null;
            /** 每天到 */
            window_to?: string | null;
        } & {
            [key: string]: unknown;
        };
        tools_robot_create: {
            /**
             * 同时通话
             * @default 2
             */
            concurrency: number;
            /** 任务名称 */
            name: string;
            /**
             * 创建人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /**
             * 话术 ID
             * @description 语音平台上机器人话术的编号
             */
            script_id: string;
            /**
             * 状态
             * @description 字典 robot_status：0=待启动，1=进行中，2=已暂停，3=已完成
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3";
            /** 城市包含 */
            talent_city?: string;
            /**
             * 学历
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             * @enum {string}
             */
            talent_education?: "1" | "2" | "3" | "4" | "5";
            /**
             * 人才来源
             * @description 字典 talent_source：1=抖音，2=公众号，3=地推，4=转介绍，5=招聘网站，6=导入，7=机器人外呼
             * @enum {string}
             */
            talent_source?: "1" | "2" | "3" | "4" | "5" | "6" | "7";
            /**
             * 人才状态
             * @description 字典 talent_status：0=新入库，1=跟进中，2=已报名，3=已入职，4=已离职，5=黑名单
             * @enum {string}
             */
            talent_status?: "0" | "1" | "2" | "3" | "4" | "5";
            /**
             * 每天从
             * @default 09:00:00
             * @example 14:30:00
             */
            window_from: string;
            /**
             * 每天到
             * @default 20:00:00
             * @example 14:30:00
             */
            window_to: string;
        };
        tools_robot_update: {
            /**
             * 同时通话
             * @default 2
             */
            concurrency: number;
            /** 任务名称 */
            name?: string;
            /**
             * 创建人
             * @description 「system/user」中一条记录的 id
             */
            owner_id?: number;
            /**
             * 话术 ID
             * @description 语音平台上机器人话术的编号
             */
            script_id?: string;
            /**
             * 状态
             * @description 字典 robot_status：0=待启动，1=进行中，2=已暂停，3=已完成
             * @default 0
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3";
            /** 城市包含 */
            talent_city?: string;
            /**
             * 学历
             * @description 字典 education：1=初中及以下，2=高中/中专，3=大专，4=本科，5=硕士及以上
             * @enum {string}
             */
            talent_education?: "1" | "2" | "3" | "4" | "5";
            /**
             * 人才来源
             * @description 字典 talent_source：1=抖音，2=公众号，3=地推，4=转介绍，5=招聘网站，6=导入，7=机器人外呼
             * @enum {string}
             */
            talent_source?: "1" | "2" | "3" | "4" | "5" | "6" | "7";
            /**
             * 人才状态
             * @description 字典 talent_status：0=新入库，1=跟进中，2=已报名，3=已入职，4=已离职，5=黑名单
             * @enum {string}
             */
            talent_status?: "0" | "1" | "2" | "3" | "4" | "5";
            /**
             * 每天从
             * @default 09:00:00
             * @example 14:30:00
             */
            window_from: string;
            /**
             * 每天到
             * @default 20:00:00
             * @example 14:30:00
             */
            window_to: string;
        };
        tools_toutiaoCard: {
            /** 目标小程序 */
            app_id?: number | null;
            /** @description 「目标小程序」的名称 */
            app_id_label?: string | null;
            /** 平台卡片 ID */
            card_id?: string | null;
            /** 卡片标题 */
            card_name?: string | null;
            /** 说明 */
            content?: string | null;
            /** 内容指纹 */
            content_key?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 图片 */
            image_id?: number | null;
            /** @description 「图片」的名称 */
            image_id_label?: string | null;
            /** 抖音号 */
            open_id?: string | null;
            /** 页面路径 */
            path?: string | null;
            /** 不通过原因 */
            reject_reason?: string | null;
            /**
             * 审核状态
             * @description 字典 douyin_card_status：0=待审核，1=审核通过，2=审核不通过
             */
            status?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        tools_toutiaoCard_create: {
            /**
             * 目标小程序
             * @description 「tools/trillAccount」中一条记录的 id
             */
            app_id: number;
            /** 卡片标题 */
            card_name: string;
            /** 说明 */
            content: string;
            /**
             * 图片
             * @description 「matter」中一条记录的 id
             */
            image_id: number;
            /** 抖音号 */
            open_id: string;
            /**
             * 页面路径
             * @description 小程序里的页面，如 pages/job/list
             */
            path: string;
        };
        tools_toutiaoCard_update: {
            /**
             * 目标小程序
             * @description 「tools/trillAccount」中一条记录的 id
             */
            app_id?: number;
            /** 卡片标题 */
            card_name?: string;
            /** 说明 */
            content?: string;
            /**
             * 图片
             * @description 「matter」中一条记录的 id
             */
            image_id?: number;
            /** 抖音号 */
            open_id?: string;
            /**
             * 页面路径
             * @description 小程序里的页面，如 pages/job/list
             */
            path?: string;
        };
        tools_trCallList: {
            /** 接听人 */
            agent_id?: number | null;
            /** @description 「接听人」的名称 */
            agent_id_label?: string | null;
            /**
             * 接听号码
             * @description 打码显示（如 138****8000），记录负责人和有权限者看到完整值
             */
            agent_number?: string | null;
            /** 通话 ID */
            call_id?: string | null;
            created_at?: string | number | null;
            /** 时长 */
            duration?: number | null;
            id: number;
            /**
             * 结果
             * @description 字典 transfer_outcome：interview=已约面，later=再联系，declined=无意向，missed=未接起
             */
            outcome?: string | null;
            /** 任务创建人 */
            owner_id?: number | null;
            /** @description 「任务创建人」的名称 */
            owner_id_label?: string | null;
            /** 外呼任务 */
            robot_task_id?: number | null;
            /** @description 「外呼任务」的名称 */
            robot_task_id_label?: string | null;
            /** 接起时间 */
            started_at?: string | null;
            /** 人才 */
            talent_id?: number | null;
            /** @description 「人才」的名称 */
            talent_id_label?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        tools_trill: {
            /** 平台卡片 ID */
            card_id?: string | null;
            /** 卡片标题 */
            card_name?: string | null;
            /** 说明 */
            content?: string | null;
            /** 内容指纹 */
            content_key?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 图片 */
            image_id?: number | null;
            /** @description 「图片」的名称 */
            image_id_label?: string | null;
            /** 抖音号 */
            open_id?: string | null;
            /** 不通过原因 */
            reject_reason?: string | null;
            /**
             * 审核状态
             * @description 字典 douyin_card_status：0=待审核，1=审核通过，2=审核不通过
             */
            status?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        tools_trill_create: {
            /** 卡片标题 */
            card_name: string;
            /** 说明 */
            content: string;
            /**
             * 图片
             * @description 「matter」中一条记录的 id
             */
            image_id: number;
            /** 抖音号 */
            open_id: string;
        };
        tools_trill_update: {
            /** 卡片标题 */
            card_name?: string;
            /** 说明 */
            content?: string;
            /**
             * 图片
             * @description 「matter」中一条记录的 id
             */
            image_id?: number;
            /** 抖音号 */
            open_id?: string;
        };
        tools_trillAccount: {
            /** AppID */
            app_id?: string | null;
            /** @description 凭据：已保存时显示为 ****** */
            app_secret?: string | null;
            created_at?: string | number | null;
            /**
             * 宿主
             * @description 字典 douyin_host：douyin=抖音，toutiao=今日头条，tt_lite=今日头条极速版，douyin_lite=抖音极速版，xigua=西瓜视频，huoshan=抖音火山版
             */
            host?: string | null;
            id: number;
            /** 小程序名称 */
            name?: string | null;
            /** 备注 */
            remark?: string | null;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             */
            status?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        tools_trillAccount_create: {
            /**
             * AppID
             * @description tt 开头的 18 位，在开发者后台「设置 › 基础设置」里
             */
            app_id: string;
            /**
             * 小程序密钥
             * @description AppSecret，加密保存；不改就保持 ******
             */
            app_secret?: string;
            /**
             * 宿主
             * @description 字典 douyin_host：douyin=抖音，toutiao=今日头条，tt_lite=今日头条极速版，douyin_lite=抖音极速版，xigua=西瓜视频，huoshan=抖音火山版
             * @default douyin
             * @enum {string}
             */
            host: "douyin" | "toutiao" | "tt_lite" | "douyin_lite" | "xigua" | "huoshan";
            /** 小程序名称 */
            name: string;
            /** 备注 */
            remark?: string;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {string}
             */
            status: "0" | "1";
        };
        tools_trillAccount_update: {
            /**
             * AppID
             * @description tt 开头的 18 位，在开发者后台「设置 › 基础设置」里
             */
            app_id?: string;
            /**
             * 小程序密钥
             * @description AppSecret，加密保存；不改就保持 ******
             */
            app_secret?: string;
            /**
             * 宿主
             * @description 字典 douyin_host：douyin=抖音，toutiao=今日头条，tt_lite=今日头条极速版，douyin_lite=抖音极速版，xigua=西瓜视频，huoshan=抖音火山版
             * @default douyin
             * @enum {string}
             */
            host: "douyin" | "toutiao" | "tt_lite" | "douyin_lite" | "xigua" | "huoshan";
            /** 小程序名称 */
            name?: string;
            /** 备注 */
            remark?: string;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {string}
             */
            status: "0" | "1";
        };
        tools_trillMessageCard: {
            /** 平台卡片 ID */
            card_id?: string | null;
            /** 卡片标题 */
            card_name?: string | null;
            /** 说明 */
            content?: string | null;
            /** 内容指纹 */
            content_key?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 图片 */
            image_id?: number | null;
            /** @description 「图片」的名称 */
            image_id_label?: string | null;
            /** 抖音号 */
            open_id?: string | null;
            /** 不通过原因 */
            reject_reason?: string | null;
            /**
             * 审核状态
             * @description 字典 douyin_card_status：0=待审核，1=审核通过，2=审核不通过
             */
            status?: string | null;
            updated_at?: string | number | null;
            /** 链接 */
            url?: string | null;
        } & {
            [key: string]: unknown;
        };
        tools_trillMessageCard_create: {
            /** 卡片标题 */
            card_name: string;
            /** 说明 */
            content: string;
            /**
             * 图片
             * @description 「matter」中一条记录的 id
             */
            image_id: number;
            /** 抖音号 */
            open_id: string;
            /**
             * 链接
             * Format: externalUrl
             * @description 请输入以 http、https、mailto 或 tel 开头的链接
             * @example https://example.com/
             */
            url: string;
        };
        tools_trillMessageCard_update: {
            /** 卡片标题 */
            card_name?: string;
            /** 说明 */
            content?: string;
            /**
             * 图片
             * @description 「matter」中一条记录的 id
             */
            image_id?: number;
            /** 抖音号 */
            open_id?: string;
            /**
             * 链接
             * Format: externalUrl
             * @description 请输入以 http、https、mailto 或 tel 开头的链接
             * @example https://example.com/
             */
            url?: string;
        };
        tools_trillMicroCard: {
            /** 目标小程序 */
            app_id?: number | null;
            /** @description 「目标小程序」的名称 */
            app_id_label?: string | null;
            /** 平台卡片 ID */
            card_id?: string | null;
            /** 卡片标题 */
            card_name?: string | null;
            /** 说明 */
            content?: string | null;
            /** 内容指纹 */
            content_key?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 图片 */
            image_id?: number | null;
            /** @description 「图片」的名称 */
            image_id_label?: string | null;
            /** 抖音号 */
            open_id?: string | null;
            /** 页面路径 */
            path?: string | null;
            /** 不通过原因 */
            reject_reason?: string | null;
            /**
             * 审核状态
             * @description 字典 douyin_card_status：0=待审核，1=审核通过，2=审核不通过
             */
            status?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        tools_trillMicroCard_create: {
            /**
             * 目标小程序
             * @description 「tools/trillAccount」中一条记录的 id
             */
            app_id: number;
            /** 卡片标题 */
            card_name: string;
            /** 说明 */
            content: string;
            /**
             * 图片
             * @description 「matter」中一条记录的 id
             */
            image_id: number;
            /** 抖音号 */
            open_id: string;
            /**
             * 页面路径
             * @description 小程序里的页面，如 pages/job/list
             */
            path: string;
        };
        tools_trillMicroCard_update: {
            /**
             * 目标小程序
             * @description 「tools/trillAccount」中一条记录的 id
             */
            app_id?: number;
            /** 卡片标题 */
            card_name?: string;
            /** 说明 */
            content?: string;
            /**
             * 图片
             * @description 「matter」中一条记录的 id
             */
            image_id?: number;
            /** 抖音号 */
            open_id?: string;
            /**
             * 页面路径
             * @description 小程序里的页面，如 pages/job/list
             */
            path?: string;
        };
        tools_video: {
            /** 评论 */
            comment_count?: number | null;
            /** 封面 */
            cover?: string | null;
            created_at?: string | number | null;
            /** 点赞 */
            digg_count?: number | null;
            id: number;
            /** 视频 ID */
            item_id?: string | null;
            /** 抖音号 */
            open_id?: string | null;
            /** 播放 */
            play_count?: number | null;
            /** 发布时间 */
            published_at?: string | null;
            /** 分享 */
            share_count?: number | null;
            /** 同步时间 */
            synced_at?: string | null;
            /** 标题 */
            title?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        wechat_keywords: {
            /** 公众号 */
            account_id?: number | null;
            /** @description 「公众号」的名称 */
            account_id_label?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 规则名称 */
            name?: string | null;
            /** 回复内容 */
            replies?: unknown[] | null;
            /**
             * 回复方式
             * @description 字典 wechat_reply_mode：all=回复全部，random=随机回复一条
             */
            reply_mode?: string | null;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             */
            status?: string | null;
            /**
             * 触发方式
             * @description 字典 wechat_trigger：keyword=关键词，subscribe=关注时
             */
            trigger?: string | null;
            updated_at?: string | number | null;
            /** 关键词 */
            words?: unknown[] | null;
        } & {
            [key: string]: unknown;
        };
        wechat_keywords_create: {
            /**
             * 公众号
             * @description 「wechat/params」中一条记录的 id
             */
            account_id: number;
            /** 规则名称 */
            name: string;
            /** 回复内容 */
            replies: ({
                /**
                 * 图文封面
                 * @description 「matter」中一条记录的 id
                 */
                cover_id?: number;
                /** 图文摘要 */
                description?: string;
                /**
                 * 图片
                 * @description 「matter」中一条记录的 id
                 */
                image_id?: number;
                /** 文字 */
                text?: string;
                /** 图文标题 */
                title?: string;
                /**
                 * 类型
                 * @description 字典 wechat_reply：text=文字，image=图片，news=图文
                 * @default text
                 * @enum {string}
                 */
                type: "text" | "image" | "news";
                /**
                 * 图文链接
                 * Format: externalUrl
                 * @description 请输入以 http、https、mailto 或 tel 开头的链接
                 * @example https://example.com/
                 */
                url?: string;
            } & (unknown & unknown & unknown))[];
            /**
             * 回复方式
             * @description 字典 wechat_reply_mode：all=回复全部，random=随机回复一条
             * @default all
             * @enum {string}
             */
            reply_mode: "all" | "random";
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {string}
             */
            status: "0" | "1";
            /**
             * 触发方式
             * @description 字典 wechat_trigger：keyword=关键词，subscribe=关注时
             * @default keyword
             * @enum {string}
             */
            trigger: "keyword" | "subscribe";
            /** 关键词 */
            words?: {
                /**
                 * 匹配方式
                 * @description 字典 wechat_match：exact=完全匹配，contains=包含
                 * @default exact
                 * @enum {string}
                 */
                match: "exact" | "contains";
                /** 词语 */
                word: string;
            }[];
        } & unknown;
        wechat_keywords_update: {
            /**
             * 公众号
             * @description 「wechat/params」中一条记录的 id
             */
            account_id?: number;
            /** 规则名称 */
            name?: string;
            /** 回复内容 */
            replies?: ({
                /**
                 * 图文封面
                 * @description 「matter」中一条记录的 id
                 */
                cover_id?: number;
                /** 图文摘要 */
                description?: string;
                /**
                 * 图片
                 * @description 「matter」中一条记录的 id
                 */
                image_id?: number;
                /** 文字 */
                text?: string;
                /** 图文标题 */
                title?: string;
                /**
                 * 类型
                 * @description 字典 wechat_reply：text=文字，image=图片，news=图文
                 * @default text
                 * @enum {string}
                 */
                type: "text" | "image" | "news";
                /**
                 * 图文链接
                 * Format: externalUrl
                 * @description 请输入以 http、https、mailto 或 tel 开头的链接
                 * @example https://example.com/
                 */
                url?: string;
            } & (unknown & unknown & unknown))[];
            /**
             * 回复方式
             * @description 字典 wechat_reply_mode：all=回复全部，random=随机回复一条
             * @default all
             * @enum {string}
             */
            reply_mode: "all" | "random";
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {string}
             */
            status: "0" | "1";
            /**
             * 触发方式
             * @description 字典 wechat_trigger：keyword=关键词，subscribe=关注时
             * @default keyword
             * @enum {string}
             */
            trigger: "keyword" | "subscribe";
            /** 关键词 */
            words?: {
                /**
                 * 匹配方式
                 * @description 字典 wechat_match：exact=完全匹配，contains=包含
                 * @default exact
                 * @enum {string}
                 */
                match: "exact" | "contains";
                /** 词语 */
                word: string;
            }[];
        };
        wechat_messages: {
            /** 公众号 */
            account_id?: number | null;
            /** @description 「公众号」的名称 */
            account_id_label?: string | null;
            /** 内容 */
            content?: string | null;
            created_at?: string | number | null;
            /** 事件 */
            event?: string | null;
            /** 粉丝 OpenID */
            from_user?: string | null;
            id: number;
            /** 消息标识 */
            msg_key?: string | null;
            /** 类型 */
            msg_type?: string | null;
            /** 收到时间 */
            received_at?: string | null;
            /** 回复 */
            reply?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        wechat_params: {
            /** @description 凭据：已保存时显示为 ****** */
            aes_key?: string | null;
            /** AppID */
            app_id?: string | null;
            /** @description 凭据：已保存时显示为 ****** */
            app_secret?: string | null;
            created_at?: string | number | null;
            id: number;
            /** 公众号名称 */
            name?: string | null;
            /** 原始 ID */
            original_id?: string | null;
            /** 备注 */
            remark?: string | null;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             */
            status?: string | null;
            /** @description 凭据：已保存时显示为 ****** */
            token?: string | null;
            updated_at?: string | number | null;
        } & {
            [key: string]: unknown;
        };
        wechat_params_create: {
            /**
             * 消息加解密密钥
             * @description EncodingAESKey，43 位；明文模式可不填
             */
            aes_key?: string;
            /**
             * AppID
             * @description wx 开头的 18 位开发者 ID
             */
            app_id: string;
            /**
             * AppSecret
             * @description 32 位开发者密码，加密保存；不改就保持 ******
             */
            app_secret: string;
            /** 公众号名称 */
            name: string;
            /**
             * 原始 ID
             * @description gh_ 开头的 15 位，在公众平台「设置与开发 › 公众号设置」里
             */
            original_id: string;
            /** 备注 */
            remark?: string;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {string}
             */
            status: "0" | "1";
            /**
             * 令牌（Token）
             * @description 3–32 位字母或数字，与「服务器配置」里填的一致，用来校验消息签名
             */
            token: string;
        };
        wechat_params_update: {
            /**
             * 消息加解密密钥
             * @description EncodingAESKey，43 位；明文模式可不填
             */
            aes_key?: string;
            /**
             * AppID
             * @description wx 开头的 18 位开发者 ID
             */
            app_id?: string;
            /**
             * AppSecret
             * @description 32 位开发者密码，加密保存；不改就保持 ******
             */
            app_secret?: string;
            /** 公众号名称 */
            name?: string;
            /**
             * 原始 ID
             * @description gh_ 开头的 15 位，在公众平台「设置与开发 › 公众号设置」里
             */
            original_id?: string;
            /** 备注 */
            remark?: string;
            /**
             * 状态
             * @description 字典 status：0=停用，1=启用
             * @default 1
             * @enum {string}
             */
            status: "0" | "1";
            /**
             * 令牌（Token）
             * @description 3–32 位字母或数字，与「服务器配置」里填的一致，用来校验消息签名
             */
            token?: string;
        };
    };
    responses: {
        /** @description A0210 用户名或密码错误；A0214 原密码错误；A0240 验证码错误；A0242 验证码已过期，请刷新后重试；A0250 免密登录码无效；A0251 免密登录码已过期；A0252 免密登录码已被使用；A0400 请求参数错误 */
        E400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A0230 未登录或登录已过期，请重新登录；A0231 访问令牌无效或已过期；A0232 刷新令牌失败，请重新登录 */
        E401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A0212 账户已停用，请联系管理员；A0301 没有权限执行此操作 */
        E403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A0404 资源不存在；A0405 接口不存在 */
        E404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A0409 数据已存在 */
        E409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A0410 链接已失效 */
        E410: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A0413 上传内容过大 */
        E413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A0415 不支持的内容类型 */
        E415: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A0211 登录失败次数过多，账户已锁定，请稍后再试 */
        E423: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A0213 登录失败次数过多，请稍后再试；A0429 请求过于频繁，请稍后再试 */
        E429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A0431 请求头过大 */
        E431: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description B0001 系统出错 */
        E500: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description B0210 系统繁忙，请稍后重试（本次操作没有保存）；B0221 文件存储暂时不可用，请稍后重试（本次操作没有保存）；B0212 服务正在重启，请稍后重试（本次操作没有保存）；B0211 数据库暂时不可用，请稍后重试（本次操作没有保存） */
        E503: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description B0220 存储空间不足，请联系管理员（本次操作没有保存） */
        E507: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    finance_ledger_list: {
        parameters: {
            query?: {
                kind?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页流水 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["finance_ledger"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAccountPaths: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAccountProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAccountProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string | null;
                    mobile?: string | null;
                    nickname?: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    finance_recharge_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["finance_recharge_create"];
            };
        };
        responses: {
            /** @description 已保存的充值 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    finance_recharge_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条充值 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["finance_recharge"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    finance_recharge_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                owner_id?: string;
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
                transfer_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页充值 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["finance_recharge"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAccountRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postActionsByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    form?: Record<string, never>;
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillAccount_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_trillAccount_create"];
            };
        };
        responses: {
            /** @description 已保存的小程序 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAppCallDesk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            configured: boolean;
                            myNumber: string | null;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_callList_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条通话 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_callList"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppCallDial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    talent_id: number;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                            /** @constant */
                            status: "calling";
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_callList_list: {
        parameters: {
            query?: {
                grade?: string;
                keywords?: string;
                order?: "asc" | "desc";
                owner_id?: string;
                page?: number;
                pageSize?: number;
                robot_task_id?: string;
                sort?: string;
                source?: string;
                started_at?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页通话 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_callList"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAppCallStateById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 通话秒数 */
                            duration: number;
                            ended_at: string | null;
                            id: number;
                            started_at: string | null;
                            /** @description 字典 call_status */
                            status: string;
                            talent_id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trCallList_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条转接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_trCallList"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trCallList_list: {
        parameters: {
            query?: {
                agent_id?: string;
                keywords?: string;
                order?: "asc" | "desc";
                outcome?: string;
                page?: number;
                pageSize?: number;
                robot_task_id?: string;
                sort?: string;
                started_at?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页转接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_trCallList"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contract_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_contract_create"];
            };
        };
        responses: {
            /** @description 已保存的合同 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contract_remove: {
        parameters: {
            query?: {
                /** @description 对应字段 {record.no} */
                no?: string;
                /** @description 对应字段 {record.id} */
                talents_contract_id?: string;
                /** @description 对应字段 {record.user_id} */
                user_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contract_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条合同 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["talents_contract"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contract_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_contract_update"];
            };
        };
        responses: {
            /** @description 已保存的合同 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contract_list: {
        parameters: {
            query?: {
                company_id?: string;
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
                type?: string;
                view?: "all" | "unpushed" | "pushed" | "signed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页合同 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["talents_contract"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contract_list_pushed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * 用工单位
                     * @description 等于此值（文本字段为包含）
                     */
                    company_id?: string;
                    /** @description 按 no 开头匹配 */
                    keywords?: string;
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    /** @default 1 */
                    page?: number;
                    /** @default 10 */
                    pageSize?: number;
                    /** @description 排序字段 */
                    sort?: string;
                    /**
                     * 状态
                     * @description 字典 contract_status：0=草稿，1=待推送，2=已推送，3=已签署，4=已拒签，5=已作废，6=已过期
                     */
                    status?: string;
                    /**
                     * 合同类型
                     * @description 字典 contract_type：1=劳动合同，2=劳务派遣合同，3=劳务协议，4=实习协议
                     */
                    type?: string;
                    /**
                     * @description all=全部，unpushed=未推送，pushed=已推送，signed=已签署
                     * @enum {string}
                     */
                    view?: "all" | "unpushed" | "pushed" | "signed";
                };
            };
        };
        responses: {
            /** @description 一页合同 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["talents_contract"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_seal_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_seal_create"];
            };
        };
        responses: {
            /** @description 已保存的印章 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_seal_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_seal_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条印章 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["talents_seal"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_seal_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_seal_update"];
            };
        };
        responses: {
            /** @description 已保存的印章 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_seal_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页印章 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["talents_seal"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contractList_remove: {
        parameters: {
            query?: {
                /** @description 对应字段 {record.no} */
                no?: string;
                /** @description 对应字段 {record.contract_id} */
                talents_contract_id?: string;
                /** @description 对应字段 {record.user_id} */
                user_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contractList_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条签署记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["talents_contractList"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contractList_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_contractList_update"];
            };
        };
        responses: {
            /** @description 已保存的签署记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contractList_list: {
        parameters: {
            query?: {
                contract_id?: string;
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页签署记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["talents_contractList"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contractTemplate_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_contractTemplate_create"];
            };
        };
        responses: {
            /** @description 已保存的合同模板 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contractTemplate_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contractTemplate_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条合同模板 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["talents_contractTemplate"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contractTemplate_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_contractTemplate_update"];
            };
        };
        responses: {
            /** @description 已保存的合同模板 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contractTemplate_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页合同模板 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["talents_contractTemplate"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAppContractTemplatePreviewById: {
        parameters: {
            query: {
                user_id: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_contract_list_unpushed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * 用工单位
                     * @description 等于此值（文本字段为包含）
                     */
                    company_id?: string;
                    /** @description 按 no 开头匹配 */
                    keywords?: string;
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    /** @default 1 */
                    page?: number;
                    /** @default 10 */
                    pageSize?: number;
                    /** @description 排序字段 */
                    sort?: string;
                    /**
                     * 状态
                     * @description 字典 contract_status：0=草稿，1=待推送，2=已推送，3=已签署，4=已拒签，5=已作废，6=已过期
                     */
                    status?: string;
                    /**
                     * 合同类型
                     * @description 字典 contract_type：1=劳动合同，2=劳务派遣合同，3=劳务协议，4=实习协议
                     */
                    type?: string;
                    /**
                     * @description all=全部，unpushed=未推送，pushed=已推送，signed=已签署
                     * @enum {string}
                     */
                    view?: "all" | "unpushed" | "pushed" | "signed";
                };
            };
        };
        responses: {
            /** @description 一页合同 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["talents_contract"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppContractVerify: {
        parameters: {
            query?: {
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillAccount_remove: {
        parameters: {
            query?: {
                /** @description 对应字段 {record.app_id} */
                app_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillAccount_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条小程序 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_trillAccount"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillAccount_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_trillAccount_update"];
            };
        };
        responses: {
            /** @description 已保存的小程序 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillAccount_list: {
        parameters: {
            query?: {
                host?: string;
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页小程序 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_trillAccount"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    matter_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["matter_create"];
            };
        };
        responses: {
            /** @description 已保存的素材 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    matter_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    matter_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条素材 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["matter"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    matter_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["matter_update"];
            };
        };
        responses: {
            /** @description 已保存的素材 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    matter_list: {
        parameters: {
            query?: {
                folder?: string;
                keywords?: string;
                kind?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                tags?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页素材 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["matter"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_note_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_note_create"];
            };
        };
        responses: {
            /** @description 已保存的笔记 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_note_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_note_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条笔记 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_note"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_note_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_note_update"];
            };
        };
        responses: {
            /** @description 已保存的笔记 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_note_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
                tags?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页笔记 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_note"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppPictureApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    crop?: {
                        height: number;
                        left: number;
                        top: number;
                        width: number;
                    };
                    folder?: string;
                    /** @enum {unknown} */
                    format: "jpeg" | "png" | "webp";
                    resize?: {
                        height?: number;
                        width?: number;
                    };
                    /** @enum {unknown} */
                    rotate?: 0 | 90 | 180 | 270;
                    source_id: number;
                    tags?: string;
                    targetKb?: number;
                    title: string;
                    watermark?: {
                        image_id?: number;
                        opacity?: number;
                        /** @enum {unknown} */
                        place?: "center" | "top-left" | "top-right" | "bottom-left" | "bottom-right";
                        text?: string;
                    };
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_robot_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_robot_create"];
            };
        };
        responses: {
            /** @description 已保存的外呼任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_robot_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_robot_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条外呼任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_robot"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_robot_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_robot_update"];
            };
        };
        responses: {
            /** @description 已保存的外呼任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_robot_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页外呼任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_robot"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    static_post_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["static_post_create"];
            };
        };
        responses: {
            /** @description 已保存的官网岗位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    static_post_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    static_post_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条官网岗位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["static_post"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    static_post_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["static_post_update"];
            };
        };
        responses: {
            /** @description 已保存的官网岗位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    static_post_list: {
        parameters: {
            query?: {
                highlight?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页官网岗位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["static_post"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppSystemConfigData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    configs?: {
                        [key: string]: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAppSystemConfigKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAppSystemInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppSystemLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppSystemSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    systemDomain?: string;
                    systemLogo?: string;
                    systemName?: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAppTrillAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    app_id: string;
                    audit_note?: string;
                    host_names: ("douyin" | "toutiao" | "tt_lite" | "douyin_lite" | "xigua" | "huoshan")[];
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillAuditHosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    app_id: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trill_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_trill_create"];
            };
        };
        responses: {
            /** @description 已保存的卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trill_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trill_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_trill"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trill_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_trill_update"];
            };
        };
        responses: {
            /** @description 已保存的卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trill_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_trill"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillCardLeadsSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillMessageCard_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_trillMessageCard_create"];
            };
        };
        responses: {
            /** @description 已保存的卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillMessageCard_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillMessageCard_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_trillMessageCard"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillMessageCard_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_trillMessageCard_update"];
            };
        };
        responses: {
            /** @description 已保存的卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillMessageCard_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_trillMessageCard"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillCardMessageSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillMicroCard_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_trillMicroCard_create"];
            };
        };
        responses: {
            /** @description 已保存的卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillMicroCard_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillMicroCard_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_trillMicroCard"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillMicroCard_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_trillMicroCard_update"];
            };
        };
        responses: {
            /** @description 已保存的卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_trillMicroCard_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_trillMicroCard"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillCardMicroSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_toutiaoCard_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_toutiaoCard_create"];
            };
        };
        responses: {
            /** @description 已保存的卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_toutiaoCard_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_toutiaoCard_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_toutiaoCard"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_toutiaoCard_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_toutiaoCard_update"];
            };
        };
        responses: {
            /** @description 已保存的卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_toutiaoCard_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页卡片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_toutiaoCard"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillCardToutiaoSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_comment_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_comment_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条评论 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_comment"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_comment_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                top?: string;
                video_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页评论 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_comment"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillCommentPinById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillCommentReplyById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillCommentSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    video_id?: number;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillCommentUnpinById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_link_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tools_link_create"];
            };
        };
        responses: {
            /** @description 已保存的链接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_link_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条链接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_link"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_link_list: {
        parameters: {
            query?: {
                app_id?: string;
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页链接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_link"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAppTrillOauthUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillPublic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    app_id: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillQcode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    app_id: string;
                    path?: string;
                    /** @enum {unknown} */
                    version: "current" | "audit" | "latest";
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    app_id: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillRollback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    app_id: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillVersionInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    app_id: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_video_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_video_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条视频 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["tools_video"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    tools_video_list: {
        parameters: {
            query?: {
                keywords?: string;
                open_id?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页视频 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["tools_video"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppTrillVideoSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    wechat_params_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["wechat_params_create"];
            };
        };
        responses: {
            /** @description 已保存的公众号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAppWechatAccountCallbackById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    wechat_params_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    wechat_params_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条公众号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["wechat_params"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    wechat_params_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["wechat_params_update"];
            };
        };
        responses: {
            /** @description 已保存的公众号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    wechat_params_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页公众号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["wechat_params"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAppWechatAccountTestById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppWechatCreateMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    wechat_keywords_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["wechat_keywords_create"];
            };
        };
        responses: {
            /** @description 已保存的回复规则 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    wechat_keywords_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    wechat_keywords_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条回复规则 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["wechat_keywords"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    wechat_keywords_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["wechat_keywords_update"];
            };
        };
        responses: {
            /** @description 已保存的回复规则 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    wechat_keywords_list: {
        parameters: {
            query?: {
                account_id?: string;
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
                trigger?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页回复规则 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["wechat_keywords"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAppWechatMenuConfig: {
        parameters: {
            query: {
                account_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppWechatMenuConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppWechatMenuPull: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    wechat_messages_list: {
        parameters: {
            query?: {
                account_id?: string;
                msg_type?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页消息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["wechat_messages"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAppWechatReceiveCareConfig: {
        parameters: {
            query: {
                account_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAppWechatReceiveCareSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getAuthCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAuthChangeAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAuthChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPassword: string;
                    oldPassword: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    captcha?: string;
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    deleteAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAuthNoPwdIssue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAuthNoPwdLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAuthPreviewEnd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAuthPreviewStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postAuthRefreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_list_list: {
        parameters: {
            query?: {
                city?: string;
                industry?: string;
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页企业 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["company_list"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_list_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_list_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条企业 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["company_list"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_list_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["company_list_create"];
            };
        };
        responses: {
            /** @description 已保存的企业 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_list_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_list_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["company_list_update"];
            };
        };
        responses: {
            /** @description 已保存的企业 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_jobTypes_list: {
        parameters: {
            query?: {
                keywords?: string;
                nature?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页职位类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["company_jobTypes"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_jobTypes_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_jobTypes_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条职位类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["company_jobTypes"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_jobTypes_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["company_jobTypes_create"];
            };
        };
        responses: {
            /** @description 已保存的职位类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_jobTypes_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_jobTypes_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["company_jobTypes_update"];
            };
        };
        responses: {
            /** @description 已保存的职位类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_post_list: {
        parameters: {
            query?: {
                city?: string;
                company_id?: string;
                job_type_id?: string;
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页岗位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["company_post"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_post_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_post_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条岗位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["company_post"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_post_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["company_post_create"];
            };
        };
        responses: {
            /** @description 已保存的岗位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_post_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    company_post_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["company_post_update"];
            };
        };
        responses: {
            /** @description 已保存的岗位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    demo_showcase_list: {
        parameters: {
            query?: {
                active?: string;
                dept_id?: string;
                education?: string;
                gender?: string;
                industries?: string;
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页示例 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["demo_showcase"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    demo_showcase_import: {
        parameters: {
            query?: {
                /** @description 对应字段 dept_id */
                deptId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    demo_showcase_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["demo_showcase_create"];
            };
        };
        responses: {
            /** @description 已保存的示例 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    demo_showcase_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    demo_showcase_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条示例 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["demo_showcase"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    demo_showcase_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["demo_showcase_update"];
            };
        };
        responses: {
            /** @description 已保存的示例 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getDouyinOauthCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postDouyinTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Encrypt: string;
                    MsgSignature: string;
                    Nonce: string;
                    TimeStamp: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getDue: {
        parameters: {
            query?: {
                all?: "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getFilesPrivateById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getFillByPath: {
        parameters: {
            query: {
                id: number;
                rule: number;
            };
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    finance_salary_import: {
        parameters: {
            query?: {
                /** @description 对应字段 company_id */
                company_id?: string;
                /** @description 对应字段 month */
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    finance_salary_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条工资批次 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["finance_salary"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    finance_salary_list: {
        parameters: {
            query?: {
                company_id?: string;
                month?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页工资批次 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["finance_salary"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    finance_salaryRow_list: {
        parameters: {
            query?: {
                batch_id?: string;
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                talent_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页工资条 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["finance_salaryRow"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    finance_salaryRow_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条工资条 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["finance_salaryRow"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 文档 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getPagesByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postPagesPublishByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postPagesRestoreByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postPagesSaveByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getPing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getRelationsByPath: {
        parameters: {
            query: {
                field: string;
                ids?: string;
                keywords?: string;
            };
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postRevealByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    field: string;
                    id: number;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postRevealSystemUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    field: "mobile";
                    id: number;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getScreens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getScreensByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSignByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postSignByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consent: boolean;
                    idLast6: string;
                    signature: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSignByTokenPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postSignByTokenRefuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSiteByKey: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSiteByKeyById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSitePagesByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getStatsByPath: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSumsByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dept_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页部门 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["system_dept"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dept_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["system_dept_create"];
            };
        };
        responses: {
            /** @description 已保存的部门 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dept_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条部门 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["system_dept"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dept_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["system_dept_update"];
            };
        };
        responses: {
            /** @description 已保存的部门 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dept_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dictItem_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
                type_code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页字典数据 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["system_dictItem"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dictItem_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["system_dictItem_create"];
            };
        };
        responses: {
            /** @description 已保存的字典数据 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dictItem_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dictItem_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条字典数据 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["system_dictItem"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dictItem_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["system_dictItem_update"];
            };
        };
        responses: {
            /** @description 已保存的字典数据 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dictItem_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dict_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页字典 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["system_dict"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dict_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["system_dict_create"];
            };
        };
        responses: {
            /** @description 已保存的字典 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dict_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条字典 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["system_dict"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dict_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["system_dict_update"];
            };
        };
        responses: {
            /** @description 已保存的字典 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_dict_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemDictsByCodeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemIntegrationsAdapters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_integration_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条平台调用 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["system_integration"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_integration_list: {
        parameters: {
            query?: {
                keywords?: string;
                kind?: string;
                ok?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页平台调用 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["system_integration"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postSystemIntegrationsTestByKind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemLoginLogs: {
        parameters: {
            query?: {
                date?: string;
                method?: "密码" | "免密";
                page?: number;
                pageSize?: number;
                result?: string;
                username?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemLogs: {
        parameters: {
            query?: {
                date?: string;
                end_date?: string;
                endTime?: number;
                op_type?: number;
                page?: number;
                pageSize?: number;
                resource?: string;
                start_date?: string;
                startTime?: number;
                type?: number;
                username?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemLogsResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_menu_list: {
        parameters: {
            query?: {
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页菜单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["system_menu"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_menu_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_menu_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["system_menu_create"];
            };
        };
        responses: {
            /** @description 已保存的菜单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_menu_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条菜单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["system_menu"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    system_menu_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["system_menu_update"];
            };
        };
        responses: {
            /** @description 已保存的菜单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postSystemMenusFromScreen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    component: string;
                    parent_id: number;
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemRoles: {
        parameters: {
            query?: {
                keywords?: string;
                page?: number;
                pageSize?: number;
                status?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemRolesByIdMenus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postSystemRolesByIdMenus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    menuIds: number[];
                };
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postSystemRolesAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    deleteSystemRolesDeleteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemRolesDetailById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postSystemRolesEditById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemRolesMenuTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemRolesOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemUsers: {
        parameters: {
            query?: {
                dept_id?: number;
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: "created_at" | "id";
                status?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postSystemUsersAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    deleteSystemUsersDeleteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemUsersDetailById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postSystemUsersEditById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getSystemUsersPasswordById: {
        parameters: {
            query: {
                password: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_apply_list: {
        parameters: {
            query?: {
                channel?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                post_id?: string;
                sort?: string;
                status?: string;
                talent_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页报名 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["talents_apply"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_apply_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_apply_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条报名 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["talents_apply"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_apply_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_apply_create"];
            };
        };
        responses: {
            /** @description 已保存的报名 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_apply_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_apply_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_apply_update"];
            };
        };
        responses: {
            /** @description 已保存的报名 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_follow_list: {
        parameters: {
            query?: {
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                talent_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页跟进 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["talents_follow"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_follow_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_follow_create"];
            };
        };
        responses: {
            /** @description 已保存的跟进 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_report_list: {
        parameters: {
            query?: {
                company_id?: string;
                order?: "asc" | "desc";
                owner_id?: string;
                page?: number;
                pageSize?: number;
                sort?: string;
                start_date?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页入职记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["talents_report"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_report_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条入职记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["talents_report"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_list_list: {
        parameters: {
            query?: {
                city?: string;
                education?: string;
                keywords?: string;
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: string;
                source?: string;
                status?: string;
                view?: "mine" | "pool" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页人才 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            /** @description 总数为估计值（约） */
                            approx?: boolean;
                            list: components["schemas"]["talents_list"][];
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_list_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_list_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一条人才 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: components["schemas"]["talents_list"];
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_list_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_list_create"];
            };
        };
        responses: {
            /** @description 已保存的人才 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_list_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 删除的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            deleted: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    talents_list_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["talents_list_update"];
            };
        };
        responses: {
            /** @description 已保存的人才 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: {
                            id: number;
                        };
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getTotalsByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postUploadsByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getUsedByByPath: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postUsersImport: {
        parameters: {
            query?: {
                deptId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getViewsByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 页面路径（如 talents/list），操作路径再加操作名 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postVoiceReportBySecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postVoiceRobotReportBySecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    getWechatCallbackById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
    postWechatCallbackById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00000";
                        data: unknown;
                        msg: string;
                    };
                };
            };
            400: components["responses"]["E400"];
            404: components["responses"]["E404"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
        };
    };
}
