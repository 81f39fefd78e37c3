// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

/* solhint-disable reason-string */

import "@account-abstraction/contracts/samples/SimpleAccount.sol";

/**
 * The reference SimpleAccount plus session keys (Latchkey's smart sessions, ERC-7715).
 *
 * Why our own: the maintained permission modules (Rhinestone's smart sessions, Kernel's permission
 * validator) plug into ERC-7579 / Kernel accounts, and npm ships them only as TypeScript SDKs with
 * no bytecode or sources we can build offline; the embedded wallet's account is the reference
 * SimpleAccount, which installs no modules. So a SimpleAccount proxy upgrades (UUPS, by its owner,
 * in the user operation that grants the first permission) to this implementation: same storage
 * (owner first), same execute/executeBatch, same owner signatures, plus one rule set per session key.
 *
 * A session key signs a user operation as `key (20 bytes) ‖ ECDSA signature of the EIP-191 hash of
 * the user operation hash (65 bytes)`. It may only `execute` one call: to its target contract, with
 * its function selector, within its native spend limit (the call's value plus the gas prefund the
 * account pays) and its token limit (the amount of an ERC-20 transfer/approve/transferFrom), until
 * its expiry (enforced by the EntryPoint through the validation data). The owner grants and revokes,
 * directly, through the account, or (revocation) with an owner signature anyone may relay. It
 * answers ERC-1271 for its owner's signatures.
 */
contract SessionAccount is SimpleAccount {
    struct Session {
        address target;
        bytes4 selector;
        uint48 validUntil;
        bool revoked;
        uint128 valueLimit;
        uint128 amountLimit;
        // Both counters in one slot: one storage write per session operation.
        uint128 valueSpent;
        uint128 amountSpent;
        uint256 grantId;
    }

    /** How many session keys one account holds at once (revoked or expired slots are reused). */
    uint256 public constant MAX_SESSIONS = 16;

    mapping(address => Session) public sessions;
    address[] private _sessionKeys;
    uint256 public grantCount;

    event SessionGranted(address indexed key, address indexed target, bytes4 selector, uint48 validUntil, uint256 grantId);
    event SessionRevoked(address indexed key, uint256 grantId);

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /** Grants (or replaces) the rules of `key`; the spend counters start again at zero. */
    function grantSession(
        address key,
        address target,
        bytes4 selector,
        uint48 validUntil,
        uint128 valueLimit,
        uint128 amountLimit
    ) external onlyOwner {
        require(key != address(0) && key != owner, "session: bad key");
        // A session calling the account itself could grant itself more.
        require(target != address(0) && target != address(this), "session: bad target");
        require(validUntil > block.timestamp, "session: already expired");
        if (sessions[key].grantId == 0) _addKey(key);
        uint256 grantId = ++grantCount;
        sessions[key] = Session(target, selector, validUntil, false, valueLimit, amountLimit, 0, 0, grantId);
        emit SessionGranted(key, target, selector, validUntil, grantId);
    }

    /** Revokes `key` (by the owner or through the account). */
    function revokeSession(address key) external onlyOwner {
        _revoke(key);
    }

    /** Revokes `key` with the owner's EIP-191 signature of `revokeDigest(key)`: anyone may relay it. */
    function revokeSessionWithSignature(address key, bytes calldata signature) external {
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(revokeDigest(key));
        require(ECDSA.recover(hash, signature) == owner, "session: not the owner's signature");
        _revoke(key);
    }

    /** What the owner signs to revoke `key`'s current grant (chain, account and grant bound). */
    function revokeDigest(address key) public view returns (bytes32) {
        return keccak256(abi.encode("Latchkey session revoke", block.chainid, address(this), key, sessions[key].grantId));
    }

    /**
     * ERC-1271: whether the owner signed `hash`. For a message (a SIWX sign-in, say) `hash` is its
     * EIP-191 hash, so the owner's personal_sign signature is the account's, as before deployment
     * (ERC-6492) and as the reference SimpleAccount, which has no ERC-1271, cannot say on chain.
     */
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    /** Every session key this account holds (live, expired or revoked) with its rules. */
    function getSessions() external view returns (address[] memory keys, Session[] memory rules) {
        keys = _sessionKeys;
        rules = new Session[](keys.length);
        for (uint256 i = 0; i < keys.length; i++) rules[i] = sessions[keys[i]];
    }

    /// @inheritdoc BaseAccount
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        override
        returns (uint256 validationData)
    {
        _requireFromEntryPoint();
        validationData = userOp.signature.length == 85
            ? _validateSession(userOp, userOpHash, missingAccountFunds)
            : _validateSignature(userOp, userOpHash);
        _validateNonce(userOp.nonce);
        _payPrefund(missingAccountFunds);
    }

    function _validateSession(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        internal
        returns (uint256)
    {
        address key = address(bytes20(userOp.signature[0:20]));
        Session storage session = sessions[key];
        require(session.grantId != 0, "session: unknown key");
        require(!session.revoked, "session: revoked");
        // The rules first, so gas estimates (with a stub signature) already say what is refused.
        require(bytes4(userOp.callData[0:4]) == this.execute.selector, "session: only one call");
        (address dest, uint256 value, bytes memory func) = abi.decode(userOp.callData[4:], (address, uint256, bytes));
        require(dest == session.target, "session: contract not allowed");
        require(func.length >= 4 && bytes4(func) == session.selector, "session: function not allowed");
        uint256 valueSpent = session.valueSpent + value + missingAccountFunds;
        require(valueSpent <= session.valueLimit, "session: spend limit exceeded");
        uint256 amountSpent = session.amountSpent + _tokenAmount(func);
        require(amountSpent <= session.amountLimit, "session: token limit exceeded");
        session.valueSpent = uint128(valueSpent);
        session.amountSpent = uint128(amountSpent);
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(userOpHash);
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, userOp.signature[20:]);
        if (error != ECDSA.RecoverError.NoError || signer != key) return SIG_VALIDATION_FAILED;
        return _packValidationData(false, session.validUntil, 0);
    }

    /** The token amount an ERC-20 transfer, approve or transferFrom moves; zero for other calls. */
    function _tokenAmount(bytes memory func) internal pure returns (uint256 amount) {
        bytes4 selector = bytes4(func);
        uint256 offset;
        if (selector == 0xa9059cbb || selector == 0x095ea7b3) offset = 68; // transfer, approve
        else if (selector == 0x23b872dd) offset = 100; // transferFrom
        else return 0;
        require(func.length >= offset, "session: short token call");
        assembly {
            amount := mload(add(func, offset))
        }
    }

    function _revoke(address key) internal {
        Session storage session = sessions[key];
        require(session.grantId != 0, "session: unknown key");
        require(!session.revoked, "session: revoked");
        session.revoked = true;
        emit SessionRevoked(key, session.grantId);
    }

    /** Adds `key`, reusing the slot of a revoked or expired one when the list is full. */
    function _addKey(address key) internal {
        if (_sessionKeys.length < MAX_SESSIONS) {
            _sessionKeys.push(key);
            return;
        }
        for (uint256 i = 0; i < _sessionKeys.length; i++) {
            Session storage old = sessions[_sessionKeys[i]];
            if (old.revoked || old.validUntil <= block.timestamp) {
                delete sessions[_sessionKeys[i]];
                _sessionKeys[i] = key;
                return;
            }
        }
        revert("session: too many sessions");
    }
}
